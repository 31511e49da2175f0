import FeedModel
import ListKit

/// The browsing user's posts that mention someone, or reply to them, as a section of that
/// person's profile.
struct MentionsModel: Diffable {
  var user: UserID
  var feed: Feed
  var positions: [Int]
  /// Whether some of the posts reply to the user without mentioning them, so that the heading
  /// says "mention or reply to".
  var includesReplies = false
  var diffID: String { "mentions" }

  func isContentEqual(to other: MentionsModel) -> Bool {
    user == other.user && positions == other.positions && includesReplies == other.includesReplies
      && feed.isIdentical(to: other.feed)
  }
}
