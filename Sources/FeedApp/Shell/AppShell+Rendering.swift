import ListKit

extension AppShell {
  /// Draws a whole frame: the title bar, the current screen's list, the status line and, when open,
  /// the help overlay.
  ///
  /// Changes nothing.
  ///
  /// Smaller screens drop the bars first, the list last. On the Linux console
  /// (``glyphs`` `.console`), the symbols its fonts lack are drawn as their stand-ins.
  public func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    current.adapter.render(into: &buffer, in: listArea(for: size))
    if size.height >= 3 { drawTitleBar(into: &buffer) }
    if size.height >= 2 { drawStatusLine(into: &buffer, y: size.height - 1) }
    help?.draw(into: &buffer, theme: theme)
    if help != nil { buffer.cursor = nil }
    // The Linux console draws what its fonts lack as diamonds: the nearest glyph they have.
    if glyphs == .console { buffer.replaceGlyphs(GlyphSet.consoleStandIns) }
    return buffer
  }

  /// Where the list goes: between the title bar and the status line, when there is room.
  func listArea(for size: Size) -> Rect {
    let top = size.height >= 3 ? 1 : 0
    let bottom = size.height >= 2 ? 1 : 0
    return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
  }
}
