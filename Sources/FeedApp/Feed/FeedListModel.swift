import FeedModel
import ListKit

/// The feed's entries and promos, as one section of the feed screen.
struct FeedListModel: Diffable {
  var items: FeedItems
  var diffID: String { "feed" }

  /// The identity of the feed's one list section.
  ///
  /// Made when asked for: an identity may box its key, and a stored one would be shared
  /// state that Swift 6 cannot check.
  static var identity: ObjectIdentity { ObjectIdentity(FeedListModel.self, id: "feed") }

  /// Equal when the same stored entries, promos and matches are shown.
  func isContentEqual(to other: FeedListModel) -> Bool {
    items.feed.isIdentical(to: other.items.feed) && items.promos == other.items.promos
      && items.matches?.query == other.items.matches?.query
      && items.matches?.positions == other.items.matches?.positions
  }
}
