import FeedModel
import ListKit

/// The warnings, one item each: the place in secondary style, then what was wrong, wrapped.
final class WarningsSectionController: ListBindingSectionController<WarningsModel, WarningRow> {
  override var kind: SectionKind { .warning }

  override func viewModels(for object: WarningsModel) -> [WarningRow] {
    object.warnings.enumerated().map { WarningRow(index: $0.offset, warning: $0.element) }
  }

  override func height(for row: WarningRow, width: Int) -> Int {
    1 + row.warning.message.wrapped(toWidth: max(1, width - 2)).count
  }

  override func render(_ row: WarningRow, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(
      ("⚠ " + row.warning.place).truncated(toWidth: buffer.width), x: 0, y: 0,
      style: context.theme.warning)
    let lines = row.warning.message.wrapped(toWidth: max(1, buffer.width - 2))
    for (offset, line) in lines.enumerated() { buffer.write(line, x: 2, y: 1 + offset) }
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
