import FeedModel
import ListKit

/// An entry's author, who can be opened.
struct EntryAuthorModel: Diffable, Equatable {
  var author: User
  var diffID: UserID { author.id }
}
