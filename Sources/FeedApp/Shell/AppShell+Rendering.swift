import FeedModel
import ListKit
import TextEscaping

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
    if help != nil { buffer.cursor = nil }
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
    let hint = helpHintColumns(width: buffer.width)
    let width = trailWidth(buffer.width)
    let trail = Self.trail(trailParts(width: width), width: width)
    buffer.write(trail, x: 0, y: 0, style: theme.emphasis)
    if let hint {
      buffer.write(Self.helpHint, x: hint.lowerBound, y: 0, style: theme.secondary)
    }
  }

  /// What the title bar says at its right: how to open the help.
  static let helpHint = "? help"

  /// The columns of `? help` in the title bar, if shown: when the trail keeps 8 columns beside
  /// it.
  func helpHintColumns(width: Int) -> Range<Int>? {
    let start = width - Self.helpHint.displayWidth
    return start - 2 >= 8 ? start..<width : nil
  }

  /// The document's name as the first crumb: its file name; `<pipe>` for a pipe's path, as a
  /// shell's `<(command)` gives (`/dev/fd/63`), whose number says nothing.
  var documentTitle: String {
    let name = state.name.showingStrayBytes
    if Self.isPipePath(name) { return "<pipe>" }
    guard !name.hasPrefix("<"), let slash = name.lastIndex(of: "/") else { return name }
    let file = name[name.index(after: slash)...]
    return file.isEmpty ? name : String(file)
  }

  /// Whether a path names a file descriptor (`/dev/fd/63`, `/proc/self/fd/63`), as process
  /// substitution passes a pipe.
  static func isPipePath(_ path: String) -> Bool {
    for folder in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(folder) {
      let number = path.dropFirst(folder.count)
      return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }
    return false
  }

  /// Crumbs joined by `›`, the leftmost replaced by `…` until the trail fits; the last crumb is
  /// cut short only when it alone does not fit.
  static func trail(_ crumbs: [String], width: Int) -> String {
    trail(trailParts(crumbs, width: width), width: width)
  }

  /// The trail's parts joined by `›`, cut short only when the last alone does not fit.
  static func trail(_ parts: [(text: String, crumb: Int?)], width: Int) -> String {
    parts.map(\.text).joined(separator: trailSeparator).truncated(toWidth: width)
  }

  /// What separates two crumbs.
  static let trailSeparator = " › "

  /// The crumbs the trail shows, in order, each with its index among `crumbs` (nil for the
  /// `…` in place of those left out).
  static func trailParts(_ crumbs: [String], width: Int) -> [(text: String, crumb: Int?)] {
    trailParts(count: crumbs.count, width: width) { crumbs[$0] }
  }

  /// The crumbs the trail of the open screens shows at a width, each with its index among
  /// ``crumbs``.
  func trailParts(width: Int) -> [(text: String, crumb: Int?)] {
    Self.trailParts(count: stack.count + 1, width: width) { crumb($0) }
  }

  /// The crumbs the trail shows of `count` crumbs, `crumb` giving each by its index, in order,
  /// each with its index (nil for the `…` in place of those left out).
  ///
  /// Crumbs are asked for from the right, only as far as the trail can show them: each takes a
  /// column and a separator, so a trail hundreds of screens deep costs a frame what shows of
  /// it, never a walk down the stack.
  static func trailParts(
    count: Int, width: Int, crumb: (Int) -> String
  ) -> [(text: String, crumb: Int?)] {
    guard count > 0 else { return [] }
    let separator = trailSeparator
    // Each crumb only as far as the trail can show it: a promo's title may be megabytes.
    // From the right, until the crumbs are wider than the trail: those are all it can show.
    var fromRight: [String] = []
    var used = 0
    for index in stride(from: count - 1, through: 0, by: -1) {
      let text = crumb(index).lineExcerpt(forWidth: width)
      used += text.displayWidth + (fromRight.isEmpty ? 0 : separator.displayWidth)
      fromRight.append(text)
      if used > width { break }
    }
    if fromRight.count == count,
      count == 1 || fromRight.reversed().joined(separator: separator).displayWidth <= width
    {
      return fromRight.reversed().enumerated().map { ($0.element, $0.offset) }
    }
    // Crumbs are kept from the right while they fit after `… › `.
    let last = fromRight[0]
    var kept: [(text: String, crumb: Int?)] = [(last, count - 1)]
    var keptWidth = ("…" + separator + last).displayWidth
    for (offset, text) in fromRight.enumerated().dropFirst() {
      let added = (text + separator).displayWidth
      if keptWidth + added > width { break }
      kept.append((text, count - 1 - offset))
      keptWidth += added
    }
    return [("…", nil)] + kept.reversed()
  }

  /// The index among `crumbs` of the crumb drawn at column `x` of a trail `width` wide, if any.
  static func crumb(atColumn x: Int, of crumbs: [String], width: Int) -> Int? {
    crumb(atColumn: x, in: trailParts(crumbs, width: width), width: width)
  }

  /// The index of the crumb drawn at column `x` of a trail of these parts, `width` wide, if any.
  static func crumb(
    atColumn x: Int, in parts: [(text: String, crumb: Int?)], width: Int
  ) -> Int? {
    var start = 0
    for part in parts {
      let end = min(width, start + part.text.displayWidth)
      if x >= start, x < end { return part.crumb }
      start = end + trailSeparator.displayWidth
    }
    return nil
  }

  /// The crumbs of the title bar: the document's name, then each open screen's title.
  ///
  /// Walks the whole stack: the title bar asks for each crumb by ``crumb(_:)`` instead.
  var crumbs: [String] { [documentTitle] + stack.map(\.title) }

  /// The crumb at an index: 0 for the document's name, then the open screens' titles.
  func crumb(_ index: Int) -> String { index == 0 ? documentTitle : stack[index - 1].title }

  /// The width the title bar's trail is drawn in: up to `? help`, when it shows.
  func trailWidth(_ width: Int) -> Int {
    max(1, helpHintColumns(width: width).map { $0.lowerBound - 2 } ?? width)
  }

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
      // `match` goes first when the prompt needs the room.
      let forms = (filterScreen?.matchCount).map { count in
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
  /// From the last to go (see ``StatusLine``): the position (whole, never cut), the message (it
  /// lasts one key, so it is read, in the longest form that fits, its last cut with `…` to the
  /// room the position leaves), the error that stopped loading, the counter as `⚠ 46`, the
  /// filter, loading progress, the counter's noun and the kind word of the position.
  var statusLine: StatusLine {
    var parts: [StatusLine.Part] = []
    if let message = statusMessage {
      parts.append(
        StatusLine.Part(
          message.forms.enumerated().map { ($1, 90 + $0) }, cutTo: Self.leastMessageWidth))
    }
    if let selection = current.adapter.selection {
      // In a row taller than the view (a long text, a tall picture), how far in the view is.
      let lines = current.adapter.selectedRowLinesInView.map { " · " + $0.text }
      let place = selection.positionText
      // The lines give way first, so a narrow line is as it was without them.
      parts.append(
        StatusLine.Part(
          (lines.map { [("\(place) \(selection.kind)\($0)", 5)] } ?? [])
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

  /// The fewest columns a key's message is cut to, `…` included, before it gives way to the
  /// position.
  static let leastMessageWidth = 4

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
