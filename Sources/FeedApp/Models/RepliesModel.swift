import FeedModel
import ListKit

/// The entries of a document that reply to an entry, oldest first, as its screen lists them
/// under `Replies`: at most ``limit``, with how many there are in all.
struct RepliesModel: Diffable {
  /// The most replies listed; a line under them says how many more there are.
  static let limit = 1_000

  /// The feed the positions are in.
  var feed: Feed
  /// The positions of the replies listed, oldest first.
  var positions: [Int]
  /// How many replies there are, listed or not.
  var total: Int
  var diffID: String { "replies" }

  /// The replies among `positions`, the first ``limit`` of them listed; nil when there are none.
  init?(positions: [Int], feed: Feed) {
    guard !positions.isEmpty else { return nil }
    self.feed = feed
    self.positions = Array(positions.prefix(Self.limit))
    total = positions.count
  }

  func isContentEqual(to other: RepliesModel) -> Bool {
    total == other.total && positions == other.positions && feed.isIdentical(to: other.feed)
  }
}
