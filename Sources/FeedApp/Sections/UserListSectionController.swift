import FeedModel
import ListKit

/// A titled list of users, such as "Following 12": one row per user, with nickname and full
/// name, diffed user by user.
///
/// Enter opens the user's profile; Space collapses the list to its header.
final class UserListSectionController: ListBindingSectionController<UserListModel, User> {
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { object?.kind ?? .friends }
  override var isCollapsible: Bool { true }

  override func viewModels(for object: UserListModel) -> [User] { object.users }

  override func render(_ user: User, into buffer: inout Buffer, context: RenderContext) {
    let used = buffer.write(
      user.nickname.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.accent)
    if let detail = user.fullName ?? user.address, used + 3 < buffer.width {
      buffer.write(
        " · " + detail.truncated(toWidth: buffer.width - used - 3), x: used, y: 0,
        style: context.theme.secondary)
    }
  }

  override func didSelect(_ user: User) { navigator?.open(.profile(user.id)) }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader(
      object?.title ?? "", count: viewModels.count, collapsible: true, context: context)
  }
}

extension User: Diffable {
  /// A user's identity is their id.
  public var diffID: UserID { id }
}
