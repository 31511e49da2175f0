import ListKit

/// A profile's attributes, one row per key and value, with the keys in a column.
final class AttributesSectionController: SectionController {
  private var attributes: [Attribute] = []

  var kind: SectionKind { .attributes }
  var numberOfItems: Int { attributes.count }
  var isCollapsible: Bool { true }

  func height(forItem index: Int, width: Int) -> Int { 1 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let attribute = attributes[index]
    let column = min(16, attributes.map(\.key.displayWidth).max() ?? 0, max(0, buffer.width / 2))
    buffer.write(
      attribute.key.truncated(toWidth: column), x: 0, y: 0, style: context.theme.secondary)
    let left = column + 2
    buffer.write(attribute.value.truncated(toWidth: max(0, buffer.width - left)), x: left, y: 0)
  }

  func didUpdate(to object: any Diffable) {
    attributes = (object as? AttributesModel)?.attributes ?? []
  }

  func headerHeight(width: Int) -> Int { 1 }

  func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader("Attributes", count: attributes.count, collapsible: true, context: context)
  }

  func footerHeight(width: Int) -> Int { 1 }
}
