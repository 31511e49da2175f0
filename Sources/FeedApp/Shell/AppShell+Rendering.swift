import FeedModel
import ListKit

extension AppShell {
  /// Draws a whole frame: the title bar, the current screen's list, the status line and, when open,
  /// the help overlay.
  ///
  /// Changes nothing.
  ///
  /// Smaller screens drop the bars first, the list last.
  public func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    current.adapter.render(into: &buffer, in: listArea(for: size))
    if size.height >= 3 { drawTitleBar(into: &buffer) }
    if size.height >= 2 { drawStatusLine(into: &buffer, y: size.height - 1) }
    help?.draw(into: &buffer, theme: theme)
    return buffer
  }

  /// Where the list goes: between the title bar and the status line, when there is room.
  func listArea(for size: Size) -> Rect {
    let top = size.height >= 3 ? 1 : 0
    let bottom = size.height >= 2 ? 1 : 0
    return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
  }

  /// The title bar: the document's name and the trail of screens, dropping crumbs from the
  /// left when it is too long, and `? help` at the right.
  func drawTitleBar(into buffer: inout Buffer) {
    let hint = "? help"
    let room = buffer.width - hint.displayWidth - 2
    let crumbs = [documentTitle] + stack.map(\.title)
    let trail = Self.trail(crumbs, width: max(1, room >= 8 ? room : buffer.width))
    buffer.write(trail, x: 0, y: 0, style: theme.emphasis)
    if room >= 8 {
      buffer.write(hint, x: buffer.width - hint.displayWidth, y: 0, style: theme.secondary)
    }
  }

  /// The document's name as the first crumb: its file name.
  var documentTitle: String {
    let name = state.name
    guard !name.hasPrefix("<"), let slash = name.lastIndex(of: "/") else { return name }
    let file = name[name.index(after: slash)...]
    return file.isEmpty ? name : String(file)
  }

  /// Crumbs joined by `›`, the leftmost replaced by `…` until the trail fits; the last crumb is
  /// cut short only when it alone does not fit.
  static func trail(_ crumbs: [String], width: Int) -> String {
    var kept = crumbs
    var dropped = false
    func text() -> String { ((dropped ? ["…"] : []) + kept).joined(separator: " › ") }
    while kept.count > 1, text().displayWidth > width {
      kept.removeFirst()
      dropped = true
    }
    return text().truncated(toWidth: width)
  }

  /// The status line: the filter prompt while typing; otherwise the parts of
  /// ``statusParts`` that fit, and the count of warnings at the right.
  func drawStatusLine(into buffer: inout Buffer, y: Int) {
    let line = Rect(x: 0, y: y, width: buffer.width, height: 1)
    buffer.fill(line)
    buffer.applyStyle(theme.status, to: line)
    let filterScreen = current as? any FilterableScreen
    if isEditingFilter {
      let count = filterScreen?.matchCount.map { " \($0.matches)/\($0.total) " } ?? ""
      let room = buffer.width - (count.displayWidth + 1 < buffer.width / 2 ? count.displayWidth : 0)
      let prompt = "/" + (filterScreen?.filter ?? "") + "▏"
      buffer.write(Self.keepingEnd(prompt, width: room), x: 0, y: y, style: theme.status)
      if room < buffer.width {
        buffer.write(count, x: room, y: y, style: theme.status.patched(with: theme.secondary))
      }
      return
    }
    let columns = warningCounterColumns(width: buffer.width)
    let room = buffer.width - (columns.map { $0.count + 2 } ?? 0)
    let style = state.failure == nil ? theme.status : theme.status.patched(with: theme.warning)
    buffer.write(statusText(width: room).truncated(toWidth: max(0, room)), x: 0, y: y, style: style)
    if let columns {
      buffer.write(
        warningCounter, x: columns.lowerBound, y: y,
        style: theme.status.patched(with: theme.warning))
    }
  }

  /// The parts of the status line left of the warnings count, in the order shown, each with
  /// the rank it keeps its place by on a narrow line: the message (it lasts one key, so it is
  /// read whole), the error that stopped loading, the filter and its matches, loading progress,
  /// and the position and kind of the selection.
  var statusParts: [(text: String, rank: Int)] {
    var parts: [(text: String, rank: Int)] = message.map { [($0, 4)] } ?? []
    if let selection = current.adapter.selection {
      parts.append(("\(selection.positionText) \(selection.kind)", 0))
    } else if current.adapter.isEmpty, !state.isLoading, current is FeedScreen {
      parts.append(("empty document", 0))
    }
    let filterScreen = current as? any FilterableScreen
    if let filter = filterScreen?.filter, !filter.isEmpty {
      let count = filterScreen?.matchCount.map { " · \($0.matches)/\($0.total) matches" } ?? ""
      // Spaces at the end of a kept filter match nothing, and would only widen the gap.
      let shown = isEditingFilter ? filter : String(filter.reversed().drop { $0 == " " }.reversed())
      parts.append(("/\(shown)\(count)", 2))
    }
    if let failure = state.failure {
      parts.append((failureText(failure, reason: ""), 3))
    } else if state.isLoading {
      let progress = state.snapshot.progress
      parts.append(
        (
          "loading… \(progress.entries) \(progress.entries == 1 ? "entry" : "entries")"
            + (progress.percent.map { " \($0)%" } ?? ""), 1
        ))
    }
    return parts
  }

  /// The status line's text for a width: its parts joined, dropping the lowest ranked when that
  /// lets the rest be read whole; if nothing fits, all of them, to be cut at the edge.
  func statusText(width: Int) -> String {
    let all = statusParts
    func joined(_ parts: [(text: String, rank: Int)]) -> String {
      " " + parts.map(\.text).joined(separator: "  │  ")
    }
    var parts = all
    while joined(parts).displayWidth > width {
      guard parts.count > 1,
        let lowest = parts.indices.min(by: { parts[$0].rank < parts[$1].rank })
      else { return joined(all) }
      parts.remove(at: lowest)
    }
    // The error that stopped loading says as much of why as the room left allows.
    let spare = width - joined(parts).displayWidth
    if let failure = state.failure, spare > 3, let error = parts.firstIndex(where: { $0.rank == 3 })
    {
      let reason = ": " + failure.problem.escapingControlCharacters
      parts[error].text = failureText(failure, reason: reason.truncated(toWidth: spare))
    }
    return joined(parts)
  }

  /// The status line's part for the error that stopped loading, with `reason` after its place.
  private func failureText(_ failure: DocumentError, reason: String) -> String {
    "incomplete: \(failure.location(naming: documentTitle))\(reason) · ! why"
  }

  /// The warnings count at the right of the status line, or empty.
  var warningCounter: String {
    let count = state.snapshot.warningCount
    return count == 0 ? "" : "⚠ \(count) warning\(count == 1 ? "" : "s")"
  }

  /// The columns of the warnings count in the status line, if shown: not while a filter is
  /// typed, nor while a message too long to share the line takes its place.
  func warningCounterColumns(width: Int) -> Range<Int>? {
    let counter = warningCounter
    let columns = counter.displayWidth
    guard columns > 0, columns + 1 <= width, !isEditingFilter else { return nil }
    if let message, message.displayWidth + 1 + columns + 2 > width { return nil }
    return (width - columns - 1)..<(width - 1)
  }

  /// The end of a text that fits a width, with `…` in front when its start is cut: a prompt
  /// keeps what was typed last in view.
  static func keepingEnd(_ text: String, width: Int) -> String {
    guard text.displayWidth > width else { return text }
    guard width > 1 else { return String(text.suffix(1)).truncated(toWidth: max(0, width)) }
    var tail = ""
    for character in text.reversed() {
      if (String(character) + tail).displayWidth > width - 1 { break }
      tail = String(character) + tail
    }
    return "…" + tail
  }
}
