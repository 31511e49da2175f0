import FeedModel
import ListKit

/// The browsing user's posts that mention someone, as a section of that person's profile.
struct MentionsModel: Diffable {
  var user: UserID
  var feed: Feed
  var positions: [Int]
  var diffID: String { "mentions" }

  func isContentEqual(to other: MentionsModel) -> Bool {
    user == other.user && positions == other.positions && feed == other.feed
  }
}
