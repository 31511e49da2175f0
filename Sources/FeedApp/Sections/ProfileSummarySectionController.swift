import FeedModel
import ListKit

/// The feed's summary of the browsing user: name, counts and the start of their about text.
///
/// Enter opens their profile.
final class ProfileSummarySectionController: ModelSectionController<ProfileSummaryModel> {
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .profileSummary }

  override func height(forItem index: Int, width: Int) -> Int {
    model?.user.about?.isEmpty == false ? 3 : 2
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let user = model?.user else { return }
    buffer.drawByline(user.nickname, user.fullName ?? user.address, y: 0, context: context)
    // Counts it knows none of are left out, and their line stays, blank: the rows below keep
    // their places when a loading timeline's owner, and with them the counts, changes.
    if let counts = Self.knownCounts(of: user) {
      buffer.write(
        counts.truncated(toWidth: buffer.width), x: 0, y: 1, style: context.theme.secondary)
    }
    if let about = user.about, !about.isEmpty {
      // The start of a long About, as much as the line needs: it may be megabytes.
      let line = about.lineExcerpt(forWidth: buffer.width).asOneLine
      buffer.write(line.truncated(toWidth: buffer.width), x: 0, y: 2)
    }
  }

  /// The user's counts: their own stats when the document gives them, else their lists.
  static func counts(of user: User) -> String {
    if !user.stats.isEmpty {
      return user.stats.map { counted($0.count, $0.label) }.joined(separator: " · ")
    }
    return [
      "\(user.following.count) following", counted(user.followers.count, "followers"),
      counted(user.friends.count, "friends"),
    ].joined(separator: " · ")
  }

  /// The counts the document gives: the user's stats, else their lists when it gives any, or
  /// nil when it gives neither.
  ///
  /// A count it gives none of is unknown, not 0: an API account whose counts are all
  /// unreadable has no stats and no lists, and shows no counts, as its profile does.
  static func knownCounts(of user: User) -> String? {
    let hasLists = !user.following.isEmpty || !user.followers.isEmpty || !user.friends.isEmpty
    return user.stats.isEmpty && !hasLists ? nil : counts(of: user)
  }

  /// A count and a plural noun, singular for one: `1 friend`, `2 friends`; `likes unknown`
  /// for a count not known.
  static func counted(_ count: Int?, _ plural: String) -> String {
    guard let count else { return plural + " unknown" }
    let singular = plural.hasSuffix("s") ? String(plural.dropLast()) : plural
    return "\(count) \(count == 1 ? singular : plural)"
  }

  override func didSelect(item index: Int) {
    guard let user = model?.user else { return }
    navigator?.open(.profile(user.id))
  }
}
