import FeedModel
import ListKit

/// A document's warnings, as a section: those kept, grouped by what they say (see
/// ``WarningGroup``), and how many warnings there were in all.
struct WarningsModel: Diffable, Equatable {
  var groups: [WarningGroup]
  var total: Int
  var diffID: String { "warnings" }

  /// How many warnings the groups hold.
  var keptCount: Int { groups.reduce(0) { $0 + $1.count } }
}
