import FeedModel
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

  /// Draws a frame the size of a picture's box, naming what it holds: `▣ IMG_005.jpg`,
  /// `▶ video clip.mp4`, `♪ audio song.mp3`, with a note such as `(missing)` after it.
  mutating func drawPictureFrame(
    _ media: MediaAttachment, in rect: Rect, note: FrameNote? = nil, context: RenderContext
  ) {
    let box = rect.intersection(area)
    guard box.width >= 2, box.height >= 1 else { return }
    let style = context.theme.frame
    let inner = box.width - 2
    let mark: String
    switch media.kind {
    case .image: mark = "▣ "
    case .video: mark = "▶ video "
    case .audio: mark = "♪ audio "
    case .unknown: mark = "▣ file "
    }
    if box.height < 3 {
      write(
        Self.frameLabel(mark: mark, name: media.fileName, note: note, width: box.width),
        x: box.x, y: box.y, style: context.theme.secondary)
      return
    }
    write("┌" + String(repeating: "─", count: inner) + "┐", x: box.x, y: box.y, style: style)
    for y in (box.y + 1)..<(box.maxY - 1) {
      write("│", x: box.x, y: y, style: style)
      write("│", x: box.maxX - 1, y: y, style: style)
    }
    write("└" + String(repeating: "─", count: inner) + "┘", x: box.x, y: box.maxY - 1, style: style)
    let text = Self.frameLabel(
      mark: mark, name: media.fileName, note: note, width: max(0, inner - 2))
    let x = box.x + 1 + max(1, (inner - text.displayWidth) / 2)
    write(
      text, x: x, y: box.y + (box.height - 1) / 2, style: context.theme.secondary,
      maxWidth: inner - 1)
  }

  /// The fewest columns a file name is cut to in a frame's label before it is left out.
  static let shortestFrameName = 4

  /// A frame's label in at most `width` columns, in the first form that fits.
  ///
  /// The mark, the name and the note whole (`▣ bomb.png (too large: 15000×15000)`); the note's
  /// short form (`▣ bomb.png (too large)`); the name cut short, down to
  /// ``shortestFrameName`` columns (`▣ bo… (too large)`); the name left out, since the note
  /// says why there is no picture and the caption names the file (`▣ (too large)`); the mark
  /// left out (`(too large)`); last, the short note cut after a whole word (`(not a…)`).
  static func frameLabel(mark: String, name: String, note: FrameNote?, width: Int) -> String {
    guard let note else { return (mark + name).truncated(toWidth: width) }
    let short = note.forms[note.forms.count - 1]
    var forms: [String] = []
    // A file with no name (an empty path) leaves the mark and the note.
    if !name.drawsNothing {
      forms += note.forms.map { mark + name + " " + $0 }
      let room = width - mark.displayWidth - 1 - short.displayWidth
      if room >= shortestFrameName {
        forms.append(mark + name.truncated(toWidth: room) + " " + short)
      }
    }
    forms += note.forms.map { mark + $0 } + note.forms
    return forms.first { $0.displayWidth <= width } ?? Self.cut(short, toWidth: width)
  }

  /// A note cut after a whole word, inside its parentheses: `(not a…)`.
  private static func cut(_ note: String, toWidth width: Int) -> String {
    guard note.hasPrefix("("), note.hasSuffix(")"), note.count > 2, width > 3 else {
      return note.truncatedAtWord(toWidth: width)
    }
    return "(" + String(note.dropFirst().dropLast()).truncatedAtWord(toWidth: width - 2) + ")"
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

  /// A post's gist on line `y`, as a list of posts shows it under its date: its content
  /// warning, since what the warning hides stays hidden (Enter opens the post), else its
  /// text's first line, or `(no text)`.
  mutating func drawGist(of entry: FeedEntry, y: Int, context: RenderContext) {
    drawGist(warning: entry.contentWarning, text: entry.comment, y: y, context: context)
  }

  /// A post's gist on line `y`, as ``drawGist(of:y:context:)`` draws it, from its content
  /// warning and its text, `indent` columns in and in `style` (the warning as
  /// ``Style/contentWarning(over:)`` marks it over that style): the gist of the post a reply
  /// answers is set in and dim, quoted under the reply's `↩` line.
  mutating func drawGist(
    warning: String?, text: String, y: Int, indent: Int = 0, style: Style = .plain,
    context: RenderContext
  ) {
    let room = max(0, width - indent)
    if let warning {
      let line = warning.lineExcerpt(forWidth: room).asOneLine.warningLabel
      write(
        line.truncatedAtWord(toWidth: room), x: indent, y: y,
        style: .contentWarning(over: style))
      return
    }
    let line = text.oneLine(forWidth: room) ?? "(no text)"
    write(line.truncated(toWidth: room), x: indent, y: y, style: style)
  }
}
