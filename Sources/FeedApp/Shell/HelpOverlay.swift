import ListKit

/// The help overlay that `?` opens: every key, in a box over the middle of the screen.
///
/// Any key closes it.
enum HelpOverlay {
  /// The keys and what they do, in the order shown.
  static let rows: [(keys: String, action: String)] = [
    ("↑ k  ↓ j", "move up and down"),
    ("PgUp PgDn", "move by a page"),
    ("^U ^D", "move by half a page"),
    ("Home g  End G", "first and last row"),
    ("← →", "move within a horizontal row"),
    ("Enter", "open the selected row"),
    ("Space", "collapse or expand a section"),
    ("/", "filter the feed; Enter keeps, Esc clears"),
    ("Esc  Backspace", "back to the previous screen"),
    ("?", "show this help"),
    ("q  ^C", "quit"),
    ("mouse", "wheel scrolls, click selects, double-click opens"),
  ]

  /// Draws the overlay centred in the buffer, clipped to it.
  static func draw(into buffer: inout Buffer, theme: Theme) {
    let keyWidth = rows.map(\.keys.displayWidth).max() ?? 0
    let lines = rows.map { row in
      row.keys + String(repeating: " ", count: keyWidth - row.keys.displayWidth) + "  " + row.action
    }
    let footer = "any key closes this help"
    let inner = min(max(0, buffer.width - 4), (lines + [footer]).map(\.displayWidth).max() ?? 0)
    let width = inner + 4
    let height = min(buffer.height, lines.count + 4)
    let box = Rect(
      x: max(0, (buffer.width - width) / 2), y: max(0, (buffer.height - height) / 2),
      width: min(width, buffer.width), height: height)
    guard box.width >= 4, box.height >= 3 else {
      buffer.draw("? help: any key closes", in: Rect(x: 0, y: 0, width: buffer.width, height: 1))
      return
    }
    buffer.fill(box)
    let frame = theme.frame
    let horizontal = String(repeating: "─", count: box.width - 2)
    buffer.write("┌" + horizontal + "┐", x: box.x, y: box.y, style: frame)
    buffer.write("└" + horizontal + "┘", x: box.x, y: box.maxY - 1, style: frame)
    for y in (box.y + 1)..<(box.maxY - 1) {
      buffer.write("│", x: box.x, y: y, style: frame)
      buffer.write("│", x: box.maxX - 1, y: y, style: frame)
    }
    buffer.write(" Keys ", x: box.x + 2, y: box.y, style: theme.header)
    let text = Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
    for (offset, line) in (lines + ["", footer]).enumerated() where offset < text.height {
      let style = offset >= lines.count ? theme.secondary : Style.plain
      buffer.draw(
        line, in: Rect(x: text.x, y: text.y + offset, width: text.width, height: 1), style: style)
    }
  }
}
