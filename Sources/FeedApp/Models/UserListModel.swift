import FeedModel
import ListKit

/// A titled list of users: friends, following or followers.
struct UserListModel: Diffable, Equatable {
  var kind: SectionKind
  var title: String
  var users: [User]
  var diffID: SectionKind { kind }
}
