import FeedModel
import ListKit

/// One post in a list of posts, such as those mentioning a user: its feed position and the
/// entry, identified by the position.
struct MentionRow: Diffable, Equatable {
  var position: Int
  var entry: FeedEntry
  var diffID: Int { position }
}
