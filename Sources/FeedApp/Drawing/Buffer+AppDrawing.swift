import ListKit

extension Buffer {
  /// Draws a section header: a disclosure mark when the section can collapse, the title
  /// and, when given, the count, as in `▾ Following 12`.
  mutating func drawHeader(
    _ title: String, count: Int? = nil, collapsible: Bool, context: RenderContext
  ) {
    var x = 0
    if collapsible {
      x += write(context.isCollapsed ? "▸ " : "▾ ", x: x, y: 0, style: context.theme.secondary)
    }
    x += write(title.truncated(toWidth: width - x), x: x, y: 0, style: context.theme.header)
    if let count {
      write(" \(count)".truncated(toWidth: width - x), x: x, y: 0, style: context.theme.secondary)
    }
  }

  /// Draws a three-line picture frame naming an image, as in `│ ▣ IMG_005.jpg │`.
  mutating func drawImageFrame(_ name: String, top: Int, context: RenderContext) {
    let frameWidth = min(width, max(12, min(36, name.displayWidth + 6)))
    guard frameWidth >= 2 else { return }
    let inner = frameWidth - 2
    let style = context.theme.frame
    write("┌" + String(repeating: "─", count: inner) + "┐", x: 0, y: top, style: style)
    write("│", x: 0, y: top + 1, style: style)
    let label = ("▣ " + name).truncated(toWidth: max(0, inner - 2))
    write(label, x: 2, y: top + 1, style: context.theme.secondary, maxWidth: inner - 1)
    write("│", x: frameWidth - 1, y: top + 1, style: style)
    write("└" + String(repeating: "─", count: inner) + "┘", x: 0, y: top + 2, style: style)
  }

  /// Draws `left`, then `right` in the secondary style after a separator, on one line,
  /// truncating what does not fit: `ainame · 2016-12-19 12:44`.
  mutating func drawByline(_ left: String, _ right: String?, y: Int, context: RenderContext) {
    let style = context.theme.accent.patched(with: .bold)
    let used = write(left.truncated(toWidth: width), x: 0, y: y, style: style)
    guard let right, !right.isEmpty, used < width else { return }
    write(
      (" · " + right).truncated(toWidth: width - used), x: used, y: y,
      style: context.theme.secondary)
  }

  /// Draws text wrapped to the buffer's width, from a line down.
  mutating func drawWrapped(_ lines: [String], from top: Int, style: Style = .plain) {
    for (offset, line) in lines.enumerated() where top + offset < height {
      write(line, x: 0, y: top + offset, style: style)
    }
  }
}
