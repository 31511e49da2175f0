import FeedModel
import ListKit

/// What the two lists of entries on a profile share (``ProfileEntriesModel``): two lines an
/// entry, Enter to open it, Space to fold the list, and past ``ProfileEntriesModel/limit`` a
/// line saying how many more there are.
///
/// A subclass says its kind, draws its rows and header, and how many comments its entries
/// read: ``PostsSectionController`` and ``BoostsSectionController``.
class ProfileEntriesSectionController: ListBindingSectionController<
  ProfileEntriesModel, MentionRow
>
{
  /// The document, for the names of the users a row or header names.
  let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  /// The most comments of each entry read for its row.
  var commentLimit: Int { 0 }

  override var isCollapsible: Bool { true }

  override func viewModels(for object: ProfileEntriesModel) -> [MentionRow] {
    object.positions.map {
      MentionRow(position: $0, entry: object.feed.entry(at: $0, commentLimit: commentLimit))
    }
  }

  override func height(for row: MentionRow, width: Int) -> Int { 2 }

  override func didSelect(_ row: MentionRow) { navigator?.open(.entry(row.entry.id)) }

  override func headerHeight(width: Int) -> Int { 1 }

  override func footerHeight(width: Int) -> Int {
    guard let object, object.total > object.positions.count else { return 0 }
    return 1
  }

  /// How many more entries there are than are listed.
  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let object, object.total > object.positions.count else { return }
    let listed = object.positions.count
    let text = "… \(object.total - listed) more; the first \(listed) are listed"
    buffer.write(text.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }
}
