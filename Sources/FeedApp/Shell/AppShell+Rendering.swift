import ListKit

extension AppShell {
  /// Draws a whole frame: the title bar, the current screen's list, the status line and, when open,
  /// the help overlay.
  ///
  /// Smaller screens drop the bars first, the list last.
  public func render(size: Size) -> Buffer {
    lastSize = size
    var buffer = Buffer(width: size.width, height: size.height)
    let area = listArea(for: size)
    current.adapter.render(into: &buffer, in: area)
    if size.height >= 3 { drawTitleBar(into: &buffer) }
    if size.height >= 2 { drawStatusLine(into: &buffer, y: size.height - 1) }
    if isShowingHelp { HelpOverlay.draw(into: &buffer, theme: theme) }
    return buffer
  }

  /// Where the list goes: between the title bar and the status line, when there is room.
  func listArea(for size: Size) -> Rect {
    let top = size.height >= 3 ? 1 : 0
    let bottom = size.height >= 2 ? 1 : 0
    return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
  }

  /// The title bar: where the user is, as a trail of screen titles.
  func drawTitleBar(into buffer: inout Buffer) {
    let trail = (["listtui"] + stack.map(\.title)).joined(separator: " › ")
    let hint = "? help"
    buffer.write(trail.truncated(toWidth: buffer.width), x: 0, y: 0, style: theme.emphasis)
    let used = trail.displayWidth
    if used + hint.displayWidth + 2 <= buffer.width {
      buffer.write(hint, x: buffer.width - hint.displayWidth, y: 0, style: theme.secondary)
    }
  }

  /// The status line: the position and kind of the selection, the filter or the last
  /// message, and the count of loading warnings.
  func drawStatusLine(into buffer: inout Buffer, y: Int) {
    let line = Rect(x: 0, y: y, width: buffer.width, height: 1)
    buffer.fill(line)
    buffer.applyStyle(theme.status, to: line)
    var left: [String] = []
    if let selection = current.adapter.selection {
      left.append("\(selection.positionText) \(selection.kind)")
    }
    let filter = (current as? any FilterableScreen)?.filter ?? ""
    if isEditingFilter {
      left.append("/" + filter + "▏")
    } else if !filter.isEmpty {
      left.append("filter: \(filter)")
    }
    if state.isLoading { left.append("loading… \(state.document.feed.count) entries") }
    if let message { left.append(message) }
    let right =
      warnings.isEmpty ? "" : "⚠ \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
    let rightWidth = right.displayWidth
    let room = buffer.width - (rightWidth > 0 ? rightWidth + 2 : 0)
    let text = " " + left.joined(separator: "  │  ")
    buffer.write(text.truncated(toWidth: max(0, room)), x: 0, y: y, style: theme.status)
    if rightWidth > 0, rightWidth + 1 <= buffer.width {
      buffer.write(
        right, x: buffer.width - rightWidth - 1, y: y,
        style: theme.status.patched(with: theme.warning))
    }
  }
}
