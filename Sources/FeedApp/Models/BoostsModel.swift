import FeedModel
import ListKit

/// The browsing user's boosts of a user's posts, newest first, as their profile lists them
/// under `Your boosts of posts by @x`: at most ``PostsModel/limit``, with how many there are.
struct BoostsModel: Diffable {
  /// Whose posts were boosted.
  var user: UserID
  /// The feed the positions are in.
  var feed: Feed
  /// The positions of the boosts listed, newest first.
  var positions: [Int]
  /// How many boosts there are, listed or not.
  var total: Int
  var diffID: String { "boosts" }

  /// The boosts of `user`'s posts at `positions`, the first ``PostsModel/limit`` of them
  /// listed; nil when there are none.
  init?(user: UserID, positions: [Int], feed: Feed) {
    guard !positions.isEmpty else { return nil }
    self.user = user
    self.feed = feed
    self.positions = Array(positions.prefix(PostsModel.limit))
    total = positions.count
  }

  func isContentEqual(to other: BoostsModel) -> Bool {
    user == other.user && total == other.total && positions == other.positions
      && feed.isIdentical(to: other.feed)
  }
}
