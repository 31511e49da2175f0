import FeedModel
import ListKit

/// A document's warnings, as a section: those kept, and how many there were in all.
struct WarningsModel: Diffable, Equatable {
  var warnings: [DocumentWarning]
  var total: Int
  var diffID: String { "warnings" }
}
