/// A document as decoded, before references, duplicates and promo positions are checked.
///
/// Array positions match the input's, so problems can be reported as `feed[3]`.
struct RawDocument {
  var me: UserID?
  var users: [User] = []
  var history: [UserID] = []
  var feed: [FeedEntry] = []
  var promos: [Promo] = []
}
