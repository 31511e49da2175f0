import FeedModel
import ListKit

/// One warning, as an item, identified by its place in the list.
struct WarningRow: Diffable, Equatable {
  var index: Int
  var warning: DocumentWarning
  var diffID: Int { index }
}
