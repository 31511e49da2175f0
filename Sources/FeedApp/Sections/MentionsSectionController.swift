import FeedModel
import ListKit

/// "Your posts that mention @x": the browsing user's posts that mention a profile's user (every
/// post that does, in a document that names no browsing user: "Posts that mention @x"), one
/// date and line each; a post behind a content warning shows the warning, not its text.
///
/// Enter opens the post.
final class MentionsSectionController: ListBindingSectionController<MentionsModel, MentionRow> {
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .mentions }
  override var isCollapsible: Bool { true }

  override func viewModels(for object: MentionsModel) -> [MentionRow] {
    object.positions.map { MentionRow(position: $0, entry: object.feed[$0]) }
  }

  override func height(for row: MentionRow, width: Int) -> Int { 2 }

  override func render(_ row: MentionRow, into buffer: inout Buffer, context: RenderContext) {
    // Without a browsing user the list holds everyone's posts: each says whose it is.
    var date = row.entry.dateline
    if state.document.me == nil {
      let author = state.document.user(row.entry.user)
      let name = (EntryRow.name(of: author) ?? row.entry.user.rawValue)
        .lineExcerpt(forWidth: buffer.width)
      date = date.isEmpty ? name : name + " · " + date
    }
    // A post without a date says so, rather than leave a blank line to be selected.
    if date.isEmpty { date = "(no date)" }
    buffer.write(date.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
    buffer.drawGist(of: row.entry, y: 1, context: context)
  }

  override func didSelect(_ row: MentionRow) { navigator?.open(.entry(row.entry.id)) }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    // A name of megabytes is read only as far as a line shows.
    let name =
      object.map { object in
        let user = state.document.user(object.user)
        return (user?.address ?? user?.nickname ?? object.user.rawValue)
          .lineExcerpt(forWidth: buffer.width)
      } ?? ""
    let whose = state.document.me == nil ? "Posts" : "Your posts"
    let what = object?.includesReplies == true ? "mention or reply to" : "mention"
    buffer.drawHeader(
      "\(whose) that \(what) \(name)", count: viewModels.count, collapsible: true,
      context: context)
  }
}
