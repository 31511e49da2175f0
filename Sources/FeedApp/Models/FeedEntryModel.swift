import ListKit

/// A feed entry with its author's nickname, as one section of the feed.
struct FeedEntryModel: Diffable, Equatable {
  var entry: FeedEntry
  var authorName: String
  var diffID: String { entry.id }
}
