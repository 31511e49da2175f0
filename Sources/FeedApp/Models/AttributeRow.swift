import FeedModel
import ListKit

/// One attribute of a profile, as an item: identified by its place, since keys may repeat.
struct AttributeRow: Diffable, Equatable {
  var index: Int
  var attribute: Attribute
  var diffID: Int { index }
}
