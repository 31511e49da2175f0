import FeedModel
import ListKit
import TextEscaping

extension AppShell {
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
  static func trail(_ parts: [(text: String, crumb: Int)], width: Int) -> String {
    parts.map(\.text).joined(separator: trailSeparator).truncated(toWidth: width)
  }

  /// What separates two crumbs.
  static let trailSeparator = " › "

  /// The crumbs the trail shows, in order, each with its index among `crumbs` (for the `…` in
  /// place of those left out, the index of the deepest of them).
  static func trailParts(_ crumbs: [String], width: Int) -> [(text: String, crumb: Int)] {
    trailParts(count: crumbs.count, width: width) { crumbs[$0] }
  }

  /// The crumbs the trail of the open screens shows at a width, each with its index among
  /// ``crumbs``.
  func trailParts(width: Int) -> [(text: String, crumb: Int)] {
    Self.trailParts(count: stack.count + 1, width: width) { crumb($0) }
  }

  /// The crumbs the trail shows of `count` crumbs, `crumb` giving each by its index, in order,
  /// each with its index.
  ///
  /// The `…` in place of those left out stands for the deepest of them, the crumb just left of
  /// the first shown: a click on it goes back there, as a click on a crumb goes back to its
  /// screen, and clicks on it step back one screen at a time.
  ///
  /// Crumbs are asked for from the right, only as far as the trail can show them: each takes a
  /// column and a separator, so a trail hundreds of screens deep costs a frame what shows of
  /// it, never a walk down the stack.
  static func trailParts(
    count: Int, width: Int, crumb: (Int) -> String
  ) -> [(text: String, crumb: Int)] {
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
    var kept: [(text: String, crumb: Int)] = [(last, count - 1)]
    var keptWidth = ("…" + separator + last).displayWidth
    for (offset, text) in fromRight.enumerated().dropFirst() {
      let added = (text + separator).displayWidth
      if keptWidth + added > width { break }
      kept.append((text, count - 1 - offset))
      keptWidth += added
    }
    return [("…", count - kept.count - 1)] + kept.reversed()
  }

  /// The index among `crumbs` of the crumb drawn at column `x` of a trail `width` wide, if any.
  static func crumb(atColumn x: Int, of crumbs: [String], width: Int) -> Int? {
    crumb(atColumn: x, in: trailParts(crumbs, width: width), width: width)
  }

  /// The index of the crumb drawn at column `x` of a trail of these parts, `width` wide, if any.
  static func crumb(
    atColumn x: Int, in parts: [(text: String, crumb: Int)], width: Int
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
}
