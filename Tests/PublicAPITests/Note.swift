import ListKit

/// A note with a title: the kind of model an outside app diffs.
struct Note: Diffable, Equatable {
  var id: Int
  var title: String
  var diffID: Int { id }
}
