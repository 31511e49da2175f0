import ListKit

/// An entry's author, who can be opened.
struct EntryAuthorModel: Diffable, Equatable {
  var author: User
  var diffID: UserID { author.id }
}

/// An entry's date and image.
struct EntryDetailsModel: Diffable, Equatable {
  var date: String?
  var image: String?
  var diffID: String { "details" }
}
