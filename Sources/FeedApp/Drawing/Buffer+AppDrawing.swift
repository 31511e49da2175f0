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
    _ media: MediaAttachment, in rect: Rect, note: String? = nil, context: RenderContext
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

  /// A frame's label in at most `width` columns: the file name is cut short before the note
  /// is, and left out before it, since the note says why there is no picture
  /// (`▣ hostile_p… (too large: 9×9)`).
  static func frameLabel(mark: String, name: String, note: String?, width: Int) -> String {
    // A file with no name (an empty path) leaves the mark and the note.
    guard !name.drawsNothing else { return (mark + (note ?? "")).truncated(toWidth: width) }
    let whole = mark + name + (note.map { " " + $0 } ?? "")
    guard let note, whole.displayWidth > width else { return whole.truncated(toWidth: width) }
    let room = width - mark.displayWidth - 1 - note.displayWidth
    // Too narrow for a useful part of the name: the note alone, as the caption names the file.
    guard room >= 4 else { return (mark + note).truncated(toWidth: width) }
    return mark + name.truncated(toWidth: room) + " " + note
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
