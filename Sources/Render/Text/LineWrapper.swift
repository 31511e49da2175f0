/// Greedy word wrapping of one paragraph (text without line breaks) by display width.
struct LineWrapper {
  /// The widest line allowed, in columns; at least 1.
  let width: Int

  private var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var gap = ""
  private var gapWidth = 0
  private var word = ""
  private var wordWidth = 0
  /// Whether the pending word is one wide grapheme, which may still take closing
  /// punctuation before it can be placed.
  private var wordIsWide = false
  /// Whether a word wider than a whole line is being broken: its graphemes go straight onto
  /// lines as they come, so a text without spaces still gives lines a part at a time.
  private var isBreakingWord = false

  /// Creates a wrapper for lines of at most `width` columns.
  init(width: Int) {
    self.width = Swift.max(1, width)
  }

  /// Lays out the graphemes of `text`, which must hold no line breaks, after those given
  /// before: a paragraph may come in parts, cut between graphemes.
  mutating func append(_ text: String) {
    for grapheme in text {
      if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F {
        appendPrintable(ascii, grapheme)
        continue
      }
      let graphemeWidth = grapheme.displayWidth
      if Self.closingPunctuation.contains(grapheme) {
        // Never start a line with 。、」 and the like: they stay with what precedes them.
        extendWord(grapheme, width: graphemeWidth)
      } else if grapheme.isWhitespace && !Self.nonBreakingSpaces.contains(grapheme) {
        placeWord()
        gap.append(grapheme)
        gapWidth += graphemeWidth
      } else if graphemeWidth == 2 && grapheme.hasWideBase {
        // Wide (CJK) text may break between any two graphemes.
        placeWord()
        word.append(grapheme)
        wordWidth = graphemeWidth
        wordIsWide = true
      } else {
        if wordIsWide { placeWord() }
        extendWord(grapheme, width: graphemeWidth)
      }
    }
  }

  /// Lays out a printable ASCII grapheme, one column wide, as ``append(_:)`` would, without
  /// asking Unicode's tables: most text is this.
  @inline(__always)
  private mutating func appendPrintable(_ ascii: UInt8, _ grapheme: Character) {
    switch ascii {
    case UInt8(ascii: " "):
      placeWord()
      gap.append(grapheme)
      gapWidth += 1
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"),
      UInt8(ascii: ";"):
      extendWord(grapheme, width: 1)
    default:
      if wordIsWide { placeWord() }
      extendWord(grapheme, width: 1)
    }
  }

  /// Adds a grapheme to the pending word.
  ///
  /// Once a word (not a wide one) is wider than a line, it is broken at once, as placing it
  /// would break it, and the rest of it after it.
  @inline(__always)
  private mutating func extendWord(_ grapheme: Character, width graphemeWidth: Int) {
    if isBreakingWord {
      placeBroken(grapheme, width: graphemeWidth)
      return
    }
    word.append(grapheme)
    wordWidth += graphemeWidth
    guard wordWidth > width, !wordIsWide else { return }
    if !line.isEmpty { breakLine() }
    breakWord()
    gap = ""
    gapWidth = 0
    word = ""
    wordWidth = 0
    isBreakingWord = true
  }

  /// Columns between tab stops.
  static let tabStop = 8

  /// Lays out a tab: white space up to the line's next tab stop.
  ///
  /// Like a space, it is a place to break the line, and at a break it is dropped, so the next
  /// line starts at its left.
  mutating func appendTab() {
    placeWord()
    let column = lineWidth + gapWidth
    let spaces = Self.tabStop - column % Self.tabStop
    gap += String(repeating: " ", count: spaces)
    gapWidth += spaces
  }

  /// Moves the lines finished so far to the end of `finished`.
  mutating func takeLines(into finished: inout [String]) {
    finished += lines
    lines.removeAll(keepingCapacity: true)
  }

  /// Ends the paragraph and moves its last lines to the end of `finished`: at least one line
  /// in all, which is empty when the paragraph was.
  mutating func finish(into finished: inout [String]) {
    placeWord()
    lines.append(line)
    takeLines(into: &finished)
  }

  /// Punctuation that closes a phrase and so never begins a line (Japanese kinsoku).
  private static let closingPunctuation: Set<Character> = [
    "。", "、", "，", "．", "」", "』", "）", "】", "〕", "！", "？", "ー", "々", "ゝ", "ゞ", "・", "：",
    "；", "…", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ",
    "ャ", "ュ", "ョ", ")", "]", "}", ",", ".", "!", "?", ":", ";",
  ]

  /// Spaces that join the words on either side.
  private static let nonBreakingSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]

  /// Puts the pending word on the current line, after the pending gap, or on a new line.
  private mutating func placeWord() {
    isBreakingWord = false
    guard !word.isEmpty else { return }
    if lineWidth + gapWidth + wordWidth <= width {
      line += gap
      line += word
      lineWidth += gapWidth + wordWidth
    } else {
      if !line.isEmpty { breakLine() }
      if wordWidth <= width {
        line = word
        lineWidth = wordWidth
      } else {
        breakWord()
      }
    }
    gap = ""
    gapWidth = 0
    word = ""
    wordWidth = 0
    wordIsWide = false
  }

  /// Lays out a word wider than a whole line, breaking it wherever the line is full.
  private mutating func breakWord() {
    for grapheme in word { placeBroken(grapheme, width: grapheme.displayWidth) }
  }

  /// Puts one grapheme of a word wider than a line on the current line, or on a new one when
  /// it is full; a grapheme wider than the whole line becomes `…`.
  private mutating func placeBroken(_ grapheme: Character, width graphemeWidth: Int) {
    var grapheme = grapheme
    var graphemeWidth = graphemeWidth
    if graphemeWidth > width {
      grapheme = "…"
      graphemeWidth = 1
    }
    if lineWidth + graphemeWidth > width { breakLine() }
    line.append(grapheme)
    lineWidth += graphemeWidth
  }

  /// Ends the current line and starts an empty one.
  private mutating func breakLine() {
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}
