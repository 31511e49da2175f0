import FeedModel
import ListKit

/// One warning, or the first of those alike with how many there are, as an item, identified by
/// its place in the list.
struct WarningRow: Diffable, Equatable {
  var index: Int
  var group: WarningGroup
  var diffID: Int { index }

  /// The first warning of the group.
  var warning: DocumentWarning { group.first }
}
