import ListKit

/// A titled list of users, such as "Following 12": one row per user, with nickname and full name.
///
/// Enter opens the user's profile; Space collapses the list to its header.
final class UserListSectionController: SectionController {
  private var model = UserListModel(kind: .friends, title: "", users: [])
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) { self.navigator = navigator }

  var kind: SectionKind { model.kind }
  var numberOfItems: Int { model.users.count }
  var isCollapsible: Bool { true }

  func height(forItem index: Int, width: Int) -> Int { 1 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let user = model.users[index]
    let used = buffer.write(
      user.nickname.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.accent)
    if let fullName = user.fullName, used + 3 < buffer.width {
      buffer.write(
        " · " + fullName.truncated(toWidth: buffer.width - used - 3), x: used, y: 0,
        style: context.theme.secondary)
    }
  }

  func didUpdate(to object: any Diffable) {
    if let model = object as? UserListModel { self.model = model }
  }

  func didSelect(item index: Int) { navigator?.open(.profile(model.users[index].id)) }

  func headerHeight(width: Int) -> Int { 1 }

  func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader(model.title, count: model.users.count, collapsible: true, context: context)
  }

  func footerHeight(width: Int) -> Int { 1 }
}
