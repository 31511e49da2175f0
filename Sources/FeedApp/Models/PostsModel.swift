import FeedModel
import ListKit

/// A user's posts in a document, newest first, as their profile lists them under `Posts`: at
/// most ``limit``, with how many there are in all.
struct PostsModel: Diffable {
  /// The most posts listed; a line under them says how many more there are.
  static let limit = 1_000

  /// Whose posts they are.
  var user: UserID
  /// The feed the positions are in.
  var feed: Feed
  /// The positions of the posts listed, newest first.
  var positions: [Int]
  /// How many posts there are, listed or not.
  var total: Int
  var diffID: String { "posts" }

  /// The posts of `user` among `positions`, the first ``limit`` of them listed; nil when
  /// there are none.
  init?(user: UserID, positions: [Int], feed: Feed) {
    guard !positions.isEmpty else { return nil }
    self.user = user
    self.feed = feed
    self.positions = Array(positions.prefix(Self.limit))
    total = positions.count
  }

  func isContentEqual(to other: PostsModel) -> Bool {
    user == other.user && total == other.total && positions == other.positions
      && feed.isIdentical(to: other.feed)
  }
}
