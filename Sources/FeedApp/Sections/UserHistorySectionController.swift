import FeedModel
import ListKit

/// The feed's "History" row: the users who were active recently, left to right.
///
/// Left and Right (or `h` and `l`) move between users, `g` and `G` jump to the first and last;
/// Enter opens the selected user's profile.
final class UserHistorySectionController: HorizontalModelSectionController<UserHistoryModel> {
  private var users: [User] = []
  /// Each user's name as drawn: the nickname, or, for a nickname two users share (`bob` on two
  /// servers), the address without its first `@`, so that the row tells them apart.
  private var names: [String] = []
  /// The width of each name, measured once.
  private var widths: [Int] = []
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .history }
  override var numberOfElements: Int { users.count }

  /// The width of the name as drawn: control characters become one-column symbols first.
  override func width(ofElement index: Int) -> Int {
    widths[index]
  }

  override func identity(ofElement index: Int) -> AnyHashable { users[index].id }

  override func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {
    let style =
      context.isSelected ? context.theme.accent.patched(with: .bold) : context.theme.accent
    buffer.write(names[index], x: 0, y: 0, style: style)
  }

  override func didSelect(element index: Int) { navigator?.open(.profile(users[index].id)) }

  override func didUpdate(model: UserHistoryModel) {
    users = model.users
    names = Self.names(of: users)
    widths = names.map(\.displayWidth)
  }

  /// The widest a name is drawn: a longer one, a nickname of megabytes say, is cut with "…",
  /// so that measuring and drawing it cost what a screen can show.
  static let widestName = 1_000

  /// Each user's name as the row draws it (see ``names``), sanitized, and cut to
  /// ``widestName`` columns.
  static func names(of users: [User]) -> [String] {
    var counts: [String: Int] = [:]
    for user in users { counts[user.nickname, default: 0] += 1 }
    return users.map { user in
      let shared = counts[user.nickname, default: 0] > 1
      let address = user.address.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
      return ((shared ? address : nil) ?? user.nickname).truncated(toWidth: widestName)
    }
  }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader("History", count: users.count, collapsible: false, context: context)
  }
}
