import Render

extension SectionController {
  /// By default, draws the whole item and copies out the lines asked for.
  public func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    renderWhole(item: index, lines: lines, into: &buffer, context: context)
  }

  /// Draws the whole item with ``render(item:into:context:)`` and copies `lines` of it into
  /// `buffer`; straight into `buffer` when the lines are all of the item.
  func renderWhole(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    guard lines != 0..<context.height else {
      render(item: index, into: &buffer, context: context)
      return
    }
    var whole = Buffer(width: buffer.width, height: context.height)
    render(item: index, into: &whole, context: context)
    buffer.blit(
      whole, from: Rect(x: 0, y: lines.lowerBound, width: whole.width, height: lines.count),
      to: Point(x: 0, y: 0))
  }
}
