import FeedModel
import ListKit

/// A profile's `Your boosts of posts by @x`: the browsing user's boosts of the user's posts
/// that the document holds only by address (an archive's), newest first; two lines each, the
/// date of the boost, then the address of the post boosted.
///
/// Enter opens the boost; Space folds the list. Past ``PostsModel/limit`` a line says how many
/// more there are.
///
/// ```text
/// ▾ Your boosts of posts by @bob@other.example 2
/// 2024-01-02 10:00 UTC
/// https://other.example/users/bob/statuses/7
/// ```
final class BoostsSectionController: ListBindingSectionController<BoostsModel, MentionRow> {
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .yourBoosts }
  override var isCollapsible: Bool { true }

  override func viewModels(for object: BoostsModel) -> [MentionRow] {
    object.positions.map {
      MentionRow(position: $0, entry: object.feed.entry(at: $0, commentLimit: 0))
    }
  }

  override func height(for row: MentionRow, width: Int) -> Int { 2 }

  override func render(_ row: MentionRow, into buffer: inout Buffer, context: RenderContext) {
    // A boost without a date says so, rather than leave a blank line to be selected.
    let date = row.entry.dateline.isEmpty ? "(no date)" : row.entry.dateline
    buffer.write(date.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
    let address = row.entry.boost.flatMap { $0.address.oneLine(forWidth: buffer.width) } ?? ""
    buffer.write(address.truncated(toWidth: buffer.width), x: 0, y: 1)
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
    buffer.drawHeader(
      "Your boosts of posts by \(name)", count: object?.total, collapsible: true,
      context: context)
  }

  override func footerHeight(width: Int) -> Int {
    guard let object, object.total > object.positions.count else { return 0 }
    return 1
  }

  /// How many more boosts there are than are listed.
  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let object, object.total > object.positions.count else { return }
    let listed = object.positions.count
    let text = "… \(object.total - listed) more; the first \(listed) are listed"
    buffer.write(text.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }
}
