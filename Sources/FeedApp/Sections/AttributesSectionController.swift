import FeedModel
import ListKit

/// A profile's attributes, one row per key and value, with the keys in a column.
///
/// A verified value (a link the server found linking back to the profile) ends in a `✓`, as
/// Mastodon marks it, kept when the value is cut. Enter on a value too long for its row opens
/// it whole.
final class AttributesSectionController: ListBindingSectionController<AttributesModel, AttributeRow>
{
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .attributes }
  override var isCollapsible: Bool { true }

  override func viewModels(for object: AttributesModel) -> [AttributeRow] {
    object.attributes.enumerated().map { AttributeRow(index: $0.offset, attribute: $0.element) }
  }

  /// The width of the keys' column, measured on the keys as drawn: a control character is
  /// drawn as a symbol, one column wide, where the raw text measures it as none.
  private func keyColumn(width: Int) -> Int {
    // A key is measured only as far as the column's limit: it may be megabytes.
    let widest = viewModels.map { $0.attribute.key.truncated(toWidth: 17).displayWidth }.max() ?? 0
    return min(16, widest, max(0, width / 2))
  }

  override func render(_ row: AttributeRow, into buffer: inout Buffer, context: RenderContext) {
    let column = keyColumn(width: buffer.width)
    let key = row.attribute.key.truncated(toWidth: column)
    buffer.write(key, x: 0, y: 0, style: context.theme.secondary)
    let left = column + 2
    let mark = row.attribute.isVerified ? " " + Self.verifiedMark : ""
    let room = max(0, buffer.width - left - mark.displayWidth)
    let value = row.attribute.value.lineExcerpt(forWidth: room).asOneLine.truncated(toWidth: room)
    buffer.write(value, x: left, y: 0)
    if !mark.isEmpty, buffer.width - left >= mark.displayWidth {
      buffer.write(mark, x: left + value.displayWidth, y: 0, style: context.theme.accent)
    }
  }

  /// The mark after a verified value.
  static let verifiedMark = "✓"

  override func didSelect(_ row: AttributeRow) {
    navigator?.open(.text(title: row.attribute.key, body: row.attribute.value))
  }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader("Attributes", count: viewModels.count, collapsible: true, context: context)
  }
}
