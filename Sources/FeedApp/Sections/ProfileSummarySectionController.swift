import ListKit

/// The feed's summary of the browsing user: name, counts and the start of their about text.
///
/// Enter opens their profile.
final class ProfileSummarySectionController: SectionController {
  private var user: User?
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) { self.navigator = navigator }

  var kind: SectionKind { .profileSummary }
  var numberOfItems: Int { user == nil ? 0 : 1 }

  func height(forItem index: Int, width: Int) -> Int { user?.about == nil ? 2 : 3 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let user else { return }
    buffer.drawByline(user.nickname, user.fullName, y: 0, context: context)
    let counts = [
      "\(user.following.count) following",
      Self.counted(user.followers.count, "follower"),
      Self.counted(user.friends.count, "friend"),
    ].joined(separator: " · ")
    buffer.write(
      counts.truncated(toWidth: buffer.width), x: 0, y: 1, style: context.theme.secondary)
    if let about = user.about {
      let line = about.split(whereSeparator: \.isNewline).joined(separator: " ")
      buffer.write(line.truncated(toWidth: buffer.width), x: 0, y: 2)
    }
  }

  func didUpdate(to object: any Diffable) { user = (object as? ProfileSummaryModel)?.user }

  /// A count and a noun, plural unless the count is one: `1 friend`, `2 friends`.
  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  func didSelect(item index: Int) {
    guard let user else { return }
    navigator?.open(.profile(user.id))
  }

  /// A blank line before the history.
  func footerHeight(width: Int) -> Int { 1 }
}
