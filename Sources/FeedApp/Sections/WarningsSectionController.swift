import FeedModel
import ListKit

/// The warnings, one item each: the place in secondary style, then what was wrong, wrapped.
final class WarningsSectionController: ListBindingSectionController<WarningsModel, WarningRow> {
  override var kind: SectionKind { .warning }

  override func viewModels(for object: WarningsModel) -> [WarningRow] {
    object.warnings.enumerated().map { WarningRow(index: $0.offset, warning: $0.element) }
  }

  override func height(for row: WarningRow, width: Int) -> Int {
    Self.placeLines(of: row, width: width).count
      + row.warning.message.wrapped(toWidth: max(1, width - 2)).count
  }

  override func render(_ row: WarningRow, into buffer: inout Buffer, context: RenderContext) {
    let place = Self.placeLines(of: row, width: buffer.width)
    for (offset, line) in place.enumerated() {
      buffer.write(line, x: 0, y: offset, style: context.theme.warning)
    }
    let lines = row.warning.message.wrapped(toWidth: max(1, buffer.width - 2))
    for (offset, line) in lines.enumerated() { buffer.write(line, x: 2, y: place.count + offset) }
  }

  /// The place, after `⚠`, wrapped whole: on a narrow screen it is as much worth reading as
  /// the message under it.
  private static func placeLines(of row: WarningRow, width: Int) -> [String] {
    row.warning.place.wrapped(toWidth: max(1, width - 2)).enumerated().map {
      ($0.offset == 0 ? "⚠ " : "  ") + $0.element
    }
  }

  override func footerHeight(width: Int) -> Int {
    guard let object, object.total > object.warnings.count else { return 0 }
    return 1
  }

  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let object else { return }
    buffer.write(
      "… and \(object.total - object.warnings.count) more not kept", x: 0, y: 0,
      style: context.theme.secondary)
  }
}
