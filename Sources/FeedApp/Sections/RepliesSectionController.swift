import FeedModel
import ListKit

/// An entry's `Replies`: the entries of the document that answer it, oldest first, as a thread
/// reads; two lines each, the feed's byline (its author, date and who may see it, drawn by
/// ``EntryRow``), then its first line (or its content warning, which still hides the text
/// here).
///
/// A boost of a reply says whose reply it boosted
/// (`↻ Alice boosted @kaori@social.example · 2024-01-02 12:00 UTC`).
///
/// Enter opens the reply, whose own screen lists its replies in turn: a thread is followed
/// downward as its reply lines climb it. The header holds the selection too, expanded as well
/// as folded, so the arrows reach it, and Enter or Space on it folds the list (Space elsewhere
/// on the entry pages). Past ``RepliesModel/limit`` a line says how many more there are.
///
/// ```text
/// ▾ Replies 2
/// bob · 2024-01-02 10:00 UTC
/// I agree
/// carol · 2024-01-02 11:30 UTC · followers only
/// ⚠ spoilers
/// ```
final class RepliesSectionController: ListBindingSectionController<RepliesModel, ReplyRow> {
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  /// The most bytes of a reply's text read for its line.
  static let commentLimit = 2_048

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .replies }
  override var isCollapsible: Bool { true }
  override var selectsHeader: Bool { true }

  override func viewModels(for object: RepliesModel) -> [ReplyRow] {
    object.positions.map {
      ReplyRow(position: $0, entry: object.feed.entry(at: $0, commentLimit: Self.commentLimit))
    }
  }

  override func height(for row: ReplyRow, width: Int) -> Int { 2 }

  override func render(_ row: ReplyRow, into buffer: inout Buffer, context: RenderContext) {
    // The feed's byline, drawn by the feed's own row: the same names, dates and visibility.
    if let feed = object?.feed {
      var byline = EntryRow(
        entry: row.entry,
        layout: EntryRowLayout(
          feed: feed, position: row.position, revealed: false, width: buffer.width),
        author: state.document.user(row.entry.user), highlights: [])
      byline.boostTarget = row.entry.boost.flatMap(state.document.boostTarget(of:))
      byline.drawByline(into: &buffer, context: context)
    }
    buffer.drawGist(of: row.entry, y: 1, context: context)
  }

  override func didSelect(_ row: ReplyRow) { navigator?.open(.entry(row.entry.id)) }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader("Replies", count: object?.total, collapsible: true, context: context)
  }

  override func footerHeight(width: Int) -> Int {
    guard let object, object.total > object.positions.count else { return 0 }
    return 1
  }

  /// How many more replies there are than are listed.
  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let object, object.total > object.positions.count else { return }
    let listed = object.positions.count
    let text = "… \(object.total - listed) more; the first \(listed) are listed"
    buffer.write(text.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }
}
