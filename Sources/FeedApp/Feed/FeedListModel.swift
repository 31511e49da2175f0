import FeedModel
import ListKit

/// The feed's entries and promos, as one section of the feed screen.
struct FeedListModel: Diffable {
  var items: FeedItems
  var diffID: String { "feed" }

  /// The identity of the feed's one list section.
  static let identity = ObjectIdentity(FeedListModel.self, id: "feed")

  /// Equal when the same stored entries, promos and matches are shown.
  func isContentEqual(to other: FeedListModel) -> Bool {
    items.feed.isIdentical(to: other.items.feed) && items.promos == other.items.promos
      && items.matches?.query == other.items.matches?.query
      && items.matches?.positions == other.items.matches?.positions
  }
}
