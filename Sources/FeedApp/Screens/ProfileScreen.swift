import ListKit

/// A user's profile: name and picture, about, email, attributes, friends, following and followers.
///
/// A section with no data is left out, and nothing depends on where the others end up.
public final class ProfileScreen: Screen, ListAdapterDataSource {
  /// The profile's list.
  public let adapter = ListAdapter()
  /// The user's nickname.
  public var title: String { user.nickname }
  /// The route that opens this profile.
  public var route: Route { .profile(user.id) }

  private var user: User
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  /// Creates the profile of a user of a document; taps go to the navigator.
  public init(user: User, state: DocumentState, navigator: (any AppNavigator)?) {
    self.user = user
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
  }

  /// The profile's sections, in order, each only if it has data.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    user = document.user(user.id) ?? user
    var objects: [any Diffable] = [ProfileHeaderModel(user: user)]
    if let about = user.about, !about.isEmpty {
      objects.append(TextBlockModel(kind: .about, title: "About", text: about, collapsible: true))
    }
    if let email = user.email, !email.isEmpty {
      objects.append(TextBlockModel(kind: .email, title: "Email", text: email, collapsible: false))
    }
    if !user.attributes.isEmpty { objects.append(AttributesModel(attributes: user.attributes)) }
    let lists: [(SectionKind, String, [UserID])] = [
      (.friends, "Friends", user.friends), (.following, "Following", user.following),
      (.followers, "Followers", user.followers),
    ]
    for (kind, title, ids) in lists {
      let users = ids.compactMap(document.user)
      if !users.isEmpty { objects.append(UserListModel(kind: kind, title: title, users: users)) }
    }
    return objects
  }

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is ProfileHeaderModel: ProfileHeaderSectionController()
    case is AttributesModel: AttributesSectionController()
    case is UserListModel: UserListSectionController(navigator: navigator)
    default: TextBlockSectionController()
    }
  }
}
