import ListKit

/// The help that `?` opens: every key, in a box over the middle of the screen, with the
/// descriptions wrapped to fit.
///
/// It scrolls with the usual keys when the screen is short, with a count as the list does
/// (`5j`); ^L redraws it; any other key closes it, and then acts (but `q`, `?`, Esc and
/// Backspace only close it).
public struct HelpOverlay: Sendable, Equatable {
  /// The first line of the keys in view.
  public internal(set) var scroll = 0
  /// The count typed for the next key that scrolls the help (`5` of `5j`), while it scrolls.
  var count: Int?
  /// Whether the last key was `g`, so that a `g` right after it is the second of vim's `gg`.
  var followsG = false
  /// The keys and what they do, in the order shown.
  let rows: [(keys: String, action: String)]

  /// The help for the current screen: with the mouse line when the mouse is in use, what
  /// Space does here.
  init(mouse: Bool, spaceHint: String?) {
    // With the mouse, a click on ⚠, on `? help` or on a crumb does what a key does.
    let click = { (text: String) in mouse ? " (or click \(text))" : "" }
    var rows: [(keys: String, action: String)] = [
      ("↑ k ^P ^K  ↓ j ^N ^J", "move up and down"),
      ("PgUp ^B  PgDn ^F", "move by a page"),
      ("^U ^D", "move by half a page"),
      ("Home g gg  End G", "first, last row or user; 10G the tenth row"),
      ("← h  → l", "move within a row of users"),
      ("1-9", "a count before a key, as in vim: 5j five rows, 3^F three pages, 3n"),
      // With Enter: both act on the selected row.
      ("Enter  y", "open the selected row; y copies its address"),
      ("Space  b", Self.space(spaceHint)),
      (
        "/",
        "filter by words in any order; Enter keeps it, Esc gives up; ↑ ↓ ^J ^K PgUp PgDn move"
          + " the selection while typing; ← → Home End ^A ^E M-b M-f move in the text,"
          + " Backspace Delete ^W ^U M-Backspace M-d delete"
      ),
      ("n  N", "after Enter, the next, previous match (match 3/65)"),
      ("paste", "goes into the filter as text, never as keys"),
      ("!", "the warnings about the document" + click("⚠")),
      ("Esc  Backspace", "clear a kept filter, else to the previous screen" + click("a crumb")),
      ("^L", "redraw the screen"),
      ("?", "show this help" + click("? help")),
      ("q  ^C", "quit"),
    ]
    if mouse {
      rows.append(
        (
          "mouse",
          "wheel scrolls, Shift+wheel sideways; Shift-drag selects text (or run with"
            + " --no-mouse)"
        ))
      rows.append(("click", "selects or folds a header; twice opens"))
    }
    self.rows = rows
  }

  /// What Space and `b` do: here, on a profile, whose sections Space folds, and on an entry's
  /// screen or a text, which they page, as in less, but for a selected header (an entry's
  /// Replies), which Space folds as Enter does.
  static func space(_ hint: String?) -> String {
    let folding = "collapse or expand the selected section, if it has a header"
    let paging = "on an entry or a text, Space pages down, b up"
    let elsewhere = "on a profile, "
    guard let hint else { return elsewhere + folding + "; " + paging }
    if hint == folding { return hint + "; " + paging }
    if hint == HelpOverlay.pagingSpaceHint {
      return hint + "; on a profile, Space folds the section of any row"
    }
    return hint + "; " + elsewhere + "fold the section; " + paging
  }

  /// What Space does on a screen read as a text: it pages, as in less, and folds a header the
  /// arrows selected.
  static let pagingSpaceHint = "page down, b up, as in less; on a header, fold it as Enter does"

  /// Compares the scroll and the keys.
  public static func == (lhs: HelpOverlay, rhs: HelpOverlay) -> Bool {
    lhs.scroll == rhs.scroll && lhs.rows.map(\.keys) == rhs.rows.map(\.keys)
      && lhs.rows.map(\.action) == rhs.rows.map(\.action)
  }

  /// The width of the keys column.
  private var keyWidth: Int { rows.map(\.keys.displayWidth).max() ?? 0 }

  /// The lines of the help at a width of text: each description wrapped beside its keys.
  ///
  /// Keys too wide for a third of the width put each group of them (`Home g`, `End G`) on a line of
  /// its own. Where that leaves descriptions too narrow to read (under 12 columns), each goes
  /// under its keys instead, indented; a group of keys is never cut.
  func lines(width: Int) -> [String] {
    let groups = rows.map { $0.keys.split(separator: "  ").map(String.init) }
    let limit = max(1, width / 3)
    let widestGroup = groups.joined().map { $0.displayWidth }.max() ?? 0
    // A group of keys is never cut: wider than the room for it, the help stacks.
    let keys = keyWidth <= limit ? keyWidth : widestGroup
    let actionWidth = max(1, width - keys - 2)
    guard actionWidth >= 12 else { return stackedLines(width: width, groups: groups) }
    var lines: [String] = []
    for (row, group) in zip(rows, groups) {
      let labels = row.keys.displayWidth <= keys ? [row.keys] : group
      let wrapped = Self.wrap(row.action, width: actionWidth)
      for index in 0..<max(labels.count, wrapped.count) {
        let key = index < labels.count ? labels[index].truncated(toWidth: keys) : ""
        let part = index < wrapped.count ? wrapped[index] : ""
        lines.append(key + String(repeating: " ", count: keys - key.displayWidth) + "  " + part)
      }
    }
    return lines
  }

  /// The lines of the help on a narrow screen: the keys on a line (or a line a group), and the
  /// description under them, indented.
  private func stackedLines(width: Int, groups: [[String]]) -> [String] {
    var lines: [String] = []
    for (row, group) in zip(rows, groups) {
      let labels = row.keys.displayWidth <= width ? [row.keys] : group
      lines += labels.map { $0.truncated(toWidth: width) }
      lines += Self.wrap(row.action, width: width - 2).map { "  " + $0 }
    }
    return lines
  }

  /// A description wrapped to a width, a word too wide for it broken after a hyphen
  /// (`double-` `click`) rather than wherever the edge falls.
  static func wrap(_ text: String, width: Int) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.displayWidth > width
        ? word.split(separator: "-", omittingEmptySubsequences: false).joined(separator: "- ")
        : String(word)
    }
    return words.joined(separator: " ").wrapped(toWidth: width)
  }

  /// The box the help takes on a screen, and the lines of text inside it.
  private func box(in size: Size) -> (box: Rect, text: Rect, lines: [String]) {
    let footer = "any other key closes this help"
    let widest = max(footer.displayWidth, keyWidth + 2 + 50)
    let inner = max(1, min(size.width - 4, widest))
    let lines = self.lines(width: inner)
    let height = min(size.height, lines.count + 4)
    let width = min(inner + 4, size.width)
    let box = Rect(
      x: max(0, (size.width - width) / 2), y: max(0, (size.height - height) / 2), width: width,
      height: height)
    return (
      box, Rect(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 3), lines
    )
  }

  /// Whether the box fits on a screen; where it does not, a line says so, and any key closes
  /// it and acts.
  private static func fits(_ box: Rect) -> Bool { box.width >= 6 && box.height >= 4 }

  /// The furthest the help can scroll on a screen: none where the box does not fit, so that
  /// the list keys close it and act, as the line says.
  func maximumScroll(in size: Size) -> Int {
    let layout = box(in: size)
    guard Self.fits(layout.box) else { return 0 }
    return max(0, layout.lines.count - layout.text.height)
  }

  /// Draws the overlay centred in the buffer, clipped to it; the title bar and the status
  /// line, where it covers them, are blanked whole.
  func draw(into buffer: inout Buffer, theme: Theme) {
    let layout = box(in: buffer.size)
    let box = layout.box
    guard Self.fits(box) else {
      buffer.fill(Rect(x: 0, y: 0, width: buffer.width, height: 1))
      // The longest form that fits, as the status line's messages give way.
      let forms = ["? help: too small · any key closes", "? help: too small", "too small"]
      let text = forms.first { $0.displayWidth <= buffer.width } ?? forms[forms.count - 1]
      buffer.draw(text, in: Rect(x: 0, y: 0, width: buffer.width, height: 1), style: theme.status)
      return
    }
    buffer.fill(box)
    // Over the title bar or the status line, the rest of that line goes too: a piece of either
    // beside the box (`k.zi┌─ Keys ─┐help`) reads as part of the help.
    for y in [0, buffer.height - 1] where y >= box.y && y < box.maxY {
      buffer.fill(Rect(x: 0, y: y, width: buffer.width, height: 1))
    }
    let frame = theme.frame
    let horizontal = String(repeating: "─", count: box.width - 2)
    buffer.write("┌" + horizontal + "┐", x: box.x, y: box.y, style: frame)
    buffer.write("└" + horizontal + "┘", x: box.x, y: box.maxY - 1, style: frame)
    for y in (box.y + 1)..<(box.maxY - 1) {
      buffer.write("│", x: box.x, y: y, style: frame)
      buffer.write("│", x: box.maxX - 1, y: y, style: frame)
    }
    buffer.write(" Keys ", x: box.x + 2, y: box.y, style: theme.header)
    let text = layout.text
    let scroll = min(self.scroll, maximumScroll(in: buffer.size))
    for (offset, line) in layout.lines.dropFirst(scroll).prefix(text.height).enumerated() {
      buffer.draw(line, in: Rect(x: text.x, y: text.y + offset, width: text.width, height: 1))
    }
    let more = layout.lines.count > text.height
    let place =
      "\(scroll + 1)–\(min(layout.lines.count, scroll + text.height))/\(layout.lines.count)"
    let long = place + " · j k scroll · other keys close"
    let forms =
      more
      ? [
        long, place + " · j k · other keys close", place + " · j k scroll", place + " · j k", place,
      ]
      : ["any other key closes this help", "other keys close it", "other keys close"]
    let footer = forms.first { $0.displayWidth <= text.width } ?? forms[forms.count - 1]
    buffer.draw(
      footer, in: Rect(x: text.x, y: box.maxY - 2, width: text.width, height: 1),
      style: theme.secondary)
  }
}
