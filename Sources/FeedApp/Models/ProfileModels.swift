import ListKit

/// A profile's name and picture.
struct ProfileHeaderModel: Diffable, Equatable {
  var user: User
  var diffID: UserID { user.id }
}

/// A titled block of text: a profile's about or email, or an entry's comment.
struct TextBlockModel: Diffable, Equatable {
  var kind: SectionKind
  var title: String?
  var text: String
  var collapsible: Bool
  var diffID: SectionKind { kind }
}

/// A profile's attributes, one row each.
struct AttributesModel: Diffable, Equatable {
  var attributes: [Attribute]
  var diffID: String { "attributes" }
}

/// A titled list of users: friends, following or followers.
struct UserListModel: Diffable, Equatable {
  var kind: SectionKind
  var title: String
  var users: [User]
  var diffID: SectionKind { kind }
}
