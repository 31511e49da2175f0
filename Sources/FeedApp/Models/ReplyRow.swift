import FeedModel
import ListKit

/// One reply in an entry's `Replies`: the entry, identified by its id, which stays its own when
/// a document that was read out of order is put in order.
struct ReplyRow: Diffable, Equatable {
  /// Where the entry is in the feed, for the feed's row to lay out its byline.
  var position: Int
  var entry: FeedEntry
  var diffID: String { entry.id }
}
