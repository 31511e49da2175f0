import FeedModel
import ListKit

/// A profile's attributes, one row each.
struct AttributesModel: Diffable, Equatable {
  var attributes: [Attribute]
  var diffID: String { "attributes" }
}
