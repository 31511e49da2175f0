import Render

/// Builds plain text the way a browser lays out Mastodon's HTML: whitespace collapsed,
/// paragraphs separated by a blank line, line prefixes for quotes and list items.
///
/// Breaks and spaces are owed, not written, until visible text follows, so nothing dangles
/// at the start, the end, or the end of a line.
struct TextLayout {
  private var scalars = String.UnicodeScalarView()
  private var count = 0
  private var owedNewlines = 0
  private var owesSpace = false
  /// Whether the space owed is a table's gap between cells: a tab.
  private var owesTab = false
  private var atLineStart = true
  private var prefixes: [String] = []
  private var blankPrefixDepth = 0
  private var marker: String?
  /// Where ``marker``'s item indent is in ``prefixes``.
  private var markerIndex = 0
  private var spans: [MarkedText.Span] = []
  private var open: [(kind: MarkedText.Kind, start: Int?)] = []
  private var unstarted = 0

  /// How many `<pre>` elements enclose the current position.
  var preformatted = 0
  /// In preformatted text, the columns of the line before ``lineTail``, from the end of its
  /// prefix: tab stops are counted from there, as a browser counts them from the `<pre>`'s
  /// edge.
  private var lineColumns = 0
  /// In preformatted text, the line's text since its start or its last tab, measured only
  /// at the next tab (display width needs whole graphemes).
  private var lineTail = String.UnicodeScalarView()
  /// The display width of the prefix the current line starts with.
  private var prefixWidth = 0

  /// Columns between tab stops in preformatted text, as browsers draw it.
  static let tabStop = 8
  /// How many struck-out elements (`<del>`, `<s>`) enclose the current position.
  private var strikeDepth = 0
  /// Whether the outermost struck-out element has written its opening `~~`.
  private var isStrikeOpen = false

  /// What marks the start and the end of struck-out text: the terminal has no portable
  /// strikethrough, and this reads as one in any terminal, copied text included.
  static let strikeMarker = "~~"

  /// The text and spans so far.
  var result: MarkedText {
    MarkedText(
      text: String(scalars), spans: spans.sorted { $0.range.lowerBound < $1.range.lowerBound })
  }

  /// Appends text from the document: whitespace collapses outside `<pre>`, and the bidi
  /// overrides and isolates are dropped.
  ///
  /// Other control characters come as the symbols a screen shows for them (`␛`, `␇`):
  /// ``Swift/String/showingControls`` wrote them so before libxml2 read the markup.
  mutating func append(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where preformatted > 0:
        owedNewlines += 1
        atLineStart = true
      case 0x09 where preformatted > 0:
        tab()
      case 0x0D where preformatted > 0:
        continue
      case 0x20 where preformatted > 0:
        put(scalar)
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        if !atLineStart { owesSpace = true }
      case 0x202A...0x202E, 0x2066...0x2069:
        // The bidi embeddings, overrides and isolates: a browser draws none of them, and a
        // terminal, which does not reorder text, would show them as `�`.
        continue
      default:
        put(scalar)
      }
    }
  }

  /// A tab in preformatted text: white space up to the next tab stop of the line, counted
  /// from the end of its prefix.
  ///
  /// The tab itself is written where a tab shown whole (which goes to the next stop counted
  /// from the start of the line, prefix included) gets there or short of there, with spaces
  /// for the rest: so the text shown whole is as a browser draws it, and a line cut short
  /// (a feed's row) shows the tab as a space. Where a prefix puts the line's own stop past the
  /// browser's, the tab is only spaces.
  private mutating func tab() {
    // The first space starts the line, if it is a new one, and so writes its prefix first.
    put(" ")
    lineTail.removeLast()
    let column = lineColumns + String(lineTail).displayWidth
    let spaces = Self.tabStop - column % Self.tabStop
    let lineSpaces = Self.tabStop - (prefixWidth + column) % Self.tabStop
    if lineSpaces <= spaces {
      scalars.removeLast()
      scalars.append("\t")
      for _ in 0..<(spaces - lineSpaces) { write(" ") }
    } else {
      for _ in 1..<spaces { write(" ") }
    }
    lineColumns = column + spaces
    lineTail.removeAll(keepingCapacity: true)
  }

  /// A line break (`<br>`); several in a row leave blank lines.
  mutating func lineBreak() {
    owedNewlines += 1
    atLineStart = true
    owesSpace = false
    owesTab = false
  }

  /// A block boundary: a blank line between paragraphs, or one newline between list items.
  mutating func boundary(blankLine: Bool) {
    owedNewlines = max(owedNewlines, blankLine ? 2 : 1)
    atLineStart = true
    owesSpace = false
    owesTab = false
  }

  /// The gap before a table's cell that is not the first of its line: a tab, owed as a space
  /// is, so that where the text is shown whole a row's cells start at tab stops, roughly lined
  /// up as a text browser lines them up, and on one line they are a space apart.
  mutating func cellGap() {
    guard !atLineStart else { return }
    owesSpace = true
    owesTab = true
  }

  /// Starts prefixing each line with `prefix` (such as `> `), until ``popPrefix()``.
  mutating func pushPrefix(_ prefix: String) { prefixes.append(prefix) }

  /// Stops the last prefix.
  mutating func popPrefix() {
    _ = prefixes.popLast()
    blankPrefixDepth = min(blankPrefixDepth, prefixes.count)
  }

  /// Starts a list item: the next line starts with `marker`, later lines are indented as wide.
  mutating func startItem(marker: String) {
    markerIndex = prefixes.count
    prefixes.append(String(repeating: " ", count: marker.count))
    self.marker = marker
  }

  /// Starts struck-out text: ``strikeMarker`` goes before its first visible character.
  mutating func openStrike() {
    strikeDepth += 1
  }

  /// Ends struck-out text: ``strikeMarker`` goes right after its last visible character,
  /// before any space or break owed; struck-out text with nothing visible leaves nothing.
  mutating func closeStrike() {
    guard strikeDepth > 0 else { return }
    strikeDepth -= 1
    guard strikeDepth == 0, isStrikeOpen else { return }
    for scalar in Self.strikeMarker.unicodeScalars { write(scalar) }
    isStrikeOpen = false
  }

  /// Starts a marked range at the next visible character.
  mutating func openSpan(_ kind: MarkedText.Kind) {
    open.append((kind, nil))
    unstarted += 1
  }

  /// Ends the last marked range; an empty one is dropped.
  mutating func closeSpan() {
    guard let last = open.popLast() else { return }
    if let start = last.start {
      if count > start { spans.append(MarkedText.Span(kind: last.kind, range: start..<count)) }
    } else {
      unstarted -= 1
    }
  }

  /// Appends one visible scalar, first writing what is owed.
  mutating func put(_ scalar: Unicode.Scalar) {
    if count == 0 {
      owedNewlines = 0
    } else if owedNewlines > 0 {
      for index in 0..<owedNewlines {
        write("\n")
        if index < owedNewlines - 1 { writePrefix(blank: true) }
      }
      atLineStart = true
    }
    if atLineStart {
      writePrefix(blank: false)
      lineColumns = 0
      lineTail.removeAll(keepingCapacity: true)
    } else if owesSpace {
      write(owesTab ? "\t" : " ")
    }
    owedNewlines = 0
    owesSpace = false
    owesTab = false
    atLineStart = false
    blankPrefixDepth = prefixes.count
    if strikeDepth > 0, !isStrikeOpen {
      for marker in Self.strikeMarker.unicodeScalars { write(marker) }
      isStrikeOpen = true
    }
    if unstarted > 0 { startOpenSpans() }
    write(scalar)
    if preformatted > 0 { lineTail.append(scalar) }
  }

  private mutating func startOpenSpans() {
    for index in open.indices where open[index].start == nil { open[index].start = count }
    unstarted = 0
  }

  /// Writes the line prefix: for a blank line, only the prefixes that enclose both the text
  /// before and after it, without trailing spaces.
  private mutating func writePrefix(blank: Bool) {
    var prefix: String
    if blank {
      prefix = prefixes.prefix(blankPrefixDepth).joined()
      while prefix.last == " " { prefix.removeLast() }
    } else if let marker, markerIndex < prefixes.count {
      // The marker takes its item's indent, wherever prefixes opened inside the item (a quote)
      // come after it: `• > quoted`.
      var marked = prefixes
      marked[markerIndex] = marker
      prefix = marked.joined()
      self.marker = nil
    } else {
      prefix = prefixes.joined()
    }
    if !blank { prefixWidth = prefix.displayWidth }
    for scalar in prefix.unicodeScalars { write(scalar) }
  }

  private mutating func write(_ scalar: Unicode.Scalar) {
    scalars.append(scalar)
    count += 1
  }
}
