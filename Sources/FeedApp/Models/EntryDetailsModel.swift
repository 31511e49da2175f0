import ListKit

/// An entry's date and image.
struct EntryDetailsModel: Diffable, Equatable {
  var date: String?
  var image: String?
  var diffID: String { "details" }
}
