import FeedModel
import ListKit
import TextEscaping

extension AppShell {
  /// The status line: the filter prompt while typing, with the buffer's cursor on its `▏`;
  /// otherwise the parts of ``statusLine`` that fit, and the count of warnings at the right.
  func drawStatusLine(into buffer: inout Buffer, y: Int) {
    let line = Rect(x: 0, y: y, width: buffer.width, height: 1)
    buffer.fill(line)
    buffer.applyStyle(theme.status, to: line)
    let filterScreen = current as? any FilterableScreen
    if isEditingFilter {
      let (head, tail) = filterPrompt(filterScreen?.filter ?? "")
      let prompt = head + tail
      // The count takes under half the line: how many of the entries match (`12 of 32 match`),
      // never `12/32`, which after Enter is which match the selection is on (`match 1/12`).
      // `match` goes first when the prompt needs the room. An empty prompt matches every
      // entry, as fzf counts it.
      let counts = filterScreen.map { $0.matchCount ?? ($0.filterTotal, $0.filterTotal) }
      let forms = counts.map { count in
        [" \(count.matches) of \(count.total) match ", " \(count.matches) of \(count.total) "]
      }
      let fitting = (forms ?? []).filter { $0.displayWidth + 1 < buffer.width / 2 }
      // Measured as far as the line's width: a pasted megabyte is not measured to its end.
      let promptWidth = prompt.displayWidth(upTo: buffer.width)
      let count =
        fitting.first { promptWidth + $0.displayWidth <= buffer.width } ?? fitting.last ?? ""
      let room = buffer.width - count.displayWidth
      // The cursor stays in view: the text before it keeps its end, the text after it is cut,
      // with a column kept for the `…` that says so.
      let tailFits = promptWidth <= room
      let headRoom = tail.isEmpty || tailFits ? room : room - 1
      let shownHead =
        head.displayWidth(upTo: headRoom) > headRoom ? Self.keepingEnd(head, width: headRoom) : head
      let shown = shownHead + tail.truncated(toWidth: room - shownHead.displayWidth)
      buffer.write(shown, x: 0, y: y, style: theme.status)
      // The terminal's own cursor on the `▏`, for input methods and screen readers; the `▏`
      // stays for a screen without one (`--dump`).
      let column = shownHead.displayWidth - 1
      if column >= 0, column < buffer.width { buffer.cursor = Point(x: column, y: y) }
      if room < buffer.width {
        buffer.write(count, x: room, y: y, style: theme.status.patched(with: theme.secondary))
      }
      return
    }
    let layout = statusLayout(width: buffer.width)
    let style = state.failure == nil ? theme.status : theme.status.patched(with: theme.warning)
    buffer.write(layout.text.truncated(toWidth: buffer.width), x: 0, y: y, style: style)
    if let counter = layout.counter {
      buffer.write(
        counter, x: buffer.width - counter.displayWidth - 1, y: y,
        style: theme.status.patched(with: theme.warning))
    }
  }

  /// The status line's parts, in the order shown, and the warnings counter.
  ///
  /// From the last to go (see ``StatusLine``): the message of the last key (an error, `Copied`:
  /// it lasts one key, so it is read; its longer forms give way to keep the position, its last
  /// is cut with `…` only once the position has gone), the position (whole, never cut), the
  /// error that stopped loading, the counter as `⚠ 46`, the filter, loading progress, the
  /// counter's noun and the kind word of the position.
  var statusLine: StatusLine {
    var parts: [StatusLine.Part] = []
    if let message = statusMessage {
      let last = message.forms.count - 1
      parts.append(
        StatusLine.Part(
          message.forms.enumerated().map { ($1, $0 == last ? Self.messageRank : 90 + $0) },
          cutTo: Self.leastMessageWidth))
    }
    if let selection = current.adapter.selection {
      // In a row taller than the view (a long text, a tall picture), how far in the view is.
      let lines = current.adapter.selectedRowLinesInView.map { " · " + $0.text }
      let place = selection.positionText
      // On a header that folds, the keys that fold it, which the arrows alone do not show.
      let fold =
        selection.part == .header && selection.controller.isCollapsible
        ? current.adapter.isCollapsed(selection.identity)
          ? " · Enter or Space expands" : " · Enter or Space folds"
        : nil
      // The lines and the keys give way first, so a narrow line is as it was without them.
      parts.append(
        StatusLine.Part(
          ((lines ?? fold).map { [("\(place) \(selection.kind)\($0)", 5)] } ?? [])
            + [("\(place) \(selection.kind)", 10), (place, 100)]))
    } else if current.adapter.isEmpty, !state.isLoading, let empty = current.emptyStatus {
      parts.append(StatusLine.Part(empty, rank: 60))
    }
    let filterScreen = current as? any FilterableScreen
    if let filter = filterScreen?.filter, !filter.isEmpty {
      // On a match, which of them, as vim counts them (`match 3/65`); elsewhere how many of
      // the entries searched matched (`65 of 120 match`), as while typing.
      let count =
        filterScreen?.matchCount.map { count in
          filterScreen?.matchOrdinal.map { " · match \($0)/\(count.matches)" }
            ?? " · \(count.matches) of \(count.total) match"
        } ?? ""
      // Spaces at the end of a kept filter match nothing, and would only widen the gap.
      let shown = isEditingFilter ? filter : String(filter.reversed().drop { $0 == " " }.reversed())
      parts.append(StatusLine.Part([("/\(shown)\(count)", 30), ("/\(shown)", 40)]))
    }
    if let failure = state.failure {
      parts.append(
        StatusLine.Part([
          (failureText(failure, reason: ""), 70),
          ("incomplete · ! why", 80),
        ]))
    } else if state.isLoading {
      let forms = state.snapshot.progress.statusForms
      parts.append(StatusLine.Part([(forms.long, 20), (forms.short, 25)]))
    }
    // The error that stopped loading counts too: the Warnings screen lists it first.
    let count = state.snapshot.warningCount + (state.failure == nil ? 0 : 1)
    // Warnings alike (one problem in every post) are one kind: the count says how few kinds.
    let kinds = state.warningGroups.groups.count + (state.failure == nil ? 0 : 1)
    let noun = "⚠ \(count) warning\(count == 1 ? "" : "s")"
    let kindForm = kinds < count ? [(noun + " of \(kinds) kind\(kinds == 1 ? "" : "s")", 10)] : []
    let counter =
      count == 0 ? nil : StatusLine.Part(kindForm + [(noun, 15), ("⚠ \(count)", 50)])
    return StatusLine(parts: parts, counter: counter)
  }

  /// The fewest columns a key's message is cut to before it gives way: a character and `…`.
  ///
  /// Nothing else is left by then, and the warnings count, which needs four columns, would
  /// take the line where the message went.
  static let leastMessageWidth = 2

  /// The rank of a message's last form: above the position's (100), which goes first.
  static let messageRank = 110

  /// What the status line shows at a width.
  func statusLayout(width: Int) -> StatusLine.Layout {
    var layout = statusLine.layout(width: width)
    // The error that stopped loading says as much of why as the room left allows.
    if let failure = state.failure {
      let short = failureText(failure, reason: "")
      // The counter keeps two blanks before it, and its column from the edge.
      let used = layout.text.displayWidth + (layout.counter.map { $0.displayWidth + 3 } ?? 0)
      let spare = width - used
      if spare > 3, let place = layout.text.firstRange(of: short) {
        let reason = ": " + failure.problem.escapingControlCharacters
        layout.text.replaceSubrange(
          place, with: failureText(failure, reason: reason.truncated(toWidth: spare)))
      }
    }
    return layout
  }

  /// The status line's part for the error that stopped loading, with `reason` after its place.
  private func failureText(_ failure: DocumentError, reason: String) -> String {
    "incomplete: \(failure.location(naming: documentTitle))\(reason) · ! why"
  }

  /// The columns of the warnings count in the status line, if shown: not while a filter is
  /// typed, nor when it gives way to the rest.
  func warningCounterColumns(width: Int) -> Range<Int>? {
    guard !isEditingFilter, let counter = statusLayout(width: width).counter else { return nil }
    let columns = counter.displayWidth
    return (width - columns - 1)..<(width - 1)
  }

  /// The end of a text that fits a width, with `…` in front when its start is cut: a prompt
  /// keeps what was typed last in view.
  static func keepingEnd(_ text: String, width: Int) -> String {
    guard text.displayWidth(upTo: width) > width else { return text }
    guard width > 1 else { return String(text.suffix(1)).truncated(toWidth: max(0, width)) }
    var tail = ""
    for character in text.reversed() {
      if (String(character) + tail).displayWidth > width - 1 { break }
      tail = String(character) + tail
    }
    return "…" + tail
  }
}
