import ListKit

/// The notes under a "Notes" header that Space collapses: one item, the text wrapped to the
/// width, however long.
///
/// The text is wrapped once per width, when it is measured. Drawing reads the wrapped lines
/// and draws only those in view, so notes of thousands of lines cost a frame what shows.
final class NotesSectionController: ModelSectionController<Notes> {
  private var wrapped: (width: Int, lines: [String]) = (-1, [])

  override var kind: SectionKind { .notes }

  override var isCollapsible: Bool { true }

  override func didUpdate(model: Notes) { wrapped = (-1, []) }

  override func height(forItem index: Int, width: Int) -> Int {
    if wrapped.width != width {
      wrapped = (width, (model?.text ?? "").wrapped(toWidth: max(1, width)))
    }
    return max(1, wrapped.lines.count)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }

  override func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    let wrapped = wrappedText(width: buffer.width)
    for line in lines.clamped(to: wrapped.indices) {
      buffer.write(wrapped[line], x: 0, y: line - lines.lowerBound)
    }
  }

  /// The text wrapped to a width: as measured, or wrapped again for another width.
  private func wrappedText(width: Int) -> [String] {
    wrapped.width == width ? wrapped.lines : (model?.text ?? "").wrapped(toWidth: max(1, width))
  }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    let marker = context.isCollapsed ? "▸ " : "▾ "
    buffer.draw(marker + "Notes", in: buffer.area, style: context.theme.header)
  }
}
