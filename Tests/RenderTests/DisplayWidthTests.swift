import Render
import Testing

/// One row of the width table: a single grapheme and the columns a terminal gives it.
struct WidthCase: Sendable, CustomTestStringConvertible {
  let text: String
  let width: Int
  let name: String

  init(_ text: String, _ width: Int, _ name: String) {
    self.text = text
    self.width = width
    self.name = name
  }

  var testDescription: String { "\(name) is \(width)" }
}

@Suite("Display width")
struct DisplayWidthTests {
  static let table: [WidthCase] = [
    WidthCase("a", 1, "ASCII letter"),
    WidthCase("~", 1, "ASCII tilde"),
    WidthCase(" ", 1, "space"),
    WidthCase("\u{0}", 1, "NUL, drawn ␀"),
    WidthCase("\u{1B}", 1, "ESC, drawn ␛"),
    WidthCase("\t", 1, "tab, drawn ␉"),
    WidthCase("\r\n", 2, "CR LF, drawn ␍␤"),
    WidthCase("\u{7F}", 1, "DEL, drawn ␡"),
    WidthCase("\u{85}", 1, "C1 NEL, drawn ␤"),
    WidthCase("\u{200B}", 0, "zero-width space"),
    WidthCase("\u{200D}", 0, "zero-width joiner alone"),
    WidthCase("\u{FEFF}", 0, "byte order mark"),
    WidthCase("\u{202E}", 0, "right-to-left override"),
    WidthCase("\u{301}", 0, "combining acute alone"),
    WidthCase("\u{E9}", 1, "precomposed é"),
    WidthCase("e\u{301}", 1, "decomposed é"),
    WidthCase("a\u{300}\u{316}", 1, "a with two combining marks"),
    WidthCase("ß", 1, "sharp s"),
    WidthCase("Ж", 1, "Cyrillic"),
    WidthCase("ع", 1, "Arabic"),
    WidthCase("कि", 2, "Devanagari with spacing vowel sign"),
    WidthCase("के", 1, "Devanagari with non-spacing vowel sign"),
    WidthCase("स्ते", 2, "Devanagari conjunct"),
    WidthCase("மொ", 2, "Tamil with spacing vowel sign"),
    WidthCase("ষা", 2, "Bengali with spacing vowel sign"),
    WidthCase("ก", 1, "Thai"),
    WidthCase("日", 2, "CJK ideograph"),
    WidthCase("中", 2, "CJK ideograph 中"),
    WidthCase("\u{2000B}", 2, "CJK extension B"),
    WidthCase("\u{3400}", 2, "CJK extension A"),
    WidthCase("あ", 2, "Hiragana"),
    WidthCase("カ", 2, "Katakana"),
    WidthCase("\u{FF76}", 1, "halfwidth Katakana"),
    WidthCase("\u{FF61}", 1, "halfwidth ideographic full stop"),
    WidthCase("한", 2, "Hangul syllable"),
    WidthCase("\u{1112}\u{1161}\u{11AB}", 2, "Hangul jamo sequence"),
    WidthCase("\u{FF01}", 2, "fullwidth exclamation (FF01)"),
    WidthCase("\u{FF21}", 2, "fullwidth A"),
    WidthCase("\u{FF60}", 2, "fullwidth right white parenthesis (FF60)"),
    WidthCase("\u{FFE0}", 2, "fullwidth cent (FFE0)"),
    WidthCase("\u{FFE6}", 2, "fullwidth won (FFE6)"),
    WidthCase("\u{FFE8}", 1, "halfwidth light vertical"),
    WidthCase("\u{3000}", 2, "ideographic space"),
    WidthCase("、", 2, "ideographic comma"),
    WidthCase("😀", 2, "emoji"),
    WidthCase("👍🏽", 2, "emoji with skin tone"),
    WidthCase("☝🏽", 2, "text-default emoji with skin tone"),
    WidthCase("👨‍👩‍👧", 2, "ZWJ family"),
    WidthCase("👩‍💻", 2, "ZWJ profession"),
    WidthCase("🏳️‍🌈", 2, "rainbow flag"),
    WidthCase("🇯🇵", 2, "flag JP"),
    WidthCase("🇺🇸", 2, "flag US"),
    WidthCase("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2, "tag flag"),
    WidthCase("1\u{FE0F}\u{20E3}", 2, "keycap 1"),
    WidthCase("#\u{FE0F}\u{20E3}", 2, "keycap #"),
    WidthCase("\u{2764}\u{FE0F}", 2, "heart with VS16"),
    WidthCase("\u{2764}", 1, "heart alone"),
    WidthCase("\u{2764}\u{FE0E}", 1, "heart with VS15"),
    WidthCase("\u{231A}", 2, "watch"),
    // Wide on its own (Emoji_Presentation), so wide in a terminal whatever the selector says.
    WidthCase("\u{231A}\u{FE0E}", 2, "watch with VS15"),
    WidthCase("\u{1F600}\u{FE0E}", 2, "grinning face with VS15"),
    WidthCase("\u{263A}", 1, "smiling face alone"),
    WidthCase("\u{263A}\u{FE0F}", 2, "smiling face with VS16"),
    WidthCase("\u{A9}", 1, "copyright sign"),
    WidthCase("\u{A9}\u{FE0F}", 2, "copyright sign with VS16"),
    WidthCase("─", 1, "box drawing horizontal"),
    WidthCase("│", 1, "box drawing vertical"),
    WidthCase("┌", 1, "box drawing corner"),
    WidthCase("…", 1, "ellipsis"),
    WidthCase("→", 1, "arrow"),
    WidthCase("€", 1, "euro"),
    WidthCase("␛", 1, "control picture"),
    WidthCase("\u{FFFD}", 1, "replacement character"),
  ]

  @Test("measures each grapheme of the width table", arguments: table)
  func graphemeWidth(_ entry: WidthCase) throws {
    #expect(entry.text.count == 1, "the table entry must be a single grapheme")
    let grapheme = try #require(entry.text.first)
    #expect(grapheme.displayWidth == entry.width)
  }

  @Test("the width table covers at least 40 cases")
  func tableSize() {
    #expect(Self.table.count >= 40)
  }

  @Test("measures table boundaries of the wide ranges")
  func rangeBoundaries() {
    let cases: [(UInt32, Int)] = [
      (0x10FF, 1), (0x1100, 2), (0x115F, 2), (0x3041, 2), (0x4DBF, 2), (0x4DC0, 1),
      (0x4E00, 2), (0x9FFF, 2), (0xAC00, 2), (0xD7A3, 2), (0xFF00, 1), (0xFF01, 2),
      (0xFF60, 2), (0xFF61, 1), (0xFFE0, 2), (0xFFE6, 2), (0x20000, 2), (0x3FFFD, 2),
    ]
    for (value, width) in cases {
      let grapheme = Character(Unicode.Scalar(value) ?? " ")
      #expect(grapheme.displayWidth == width, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test("a cluster with several spacing code points is as wide as a terminal draws it")
  func spacingMarksWider() {
    #expect(Character("বাং").displayWidth == 3)
    #expect(Character("स्त्री").displayWidth == 4)
    #expect("हिन्दी".displayWidth == 5)
  }

  @Test("sums the graphemes of a string")
  func stringWidth() {
    #expect("".displayWidth == 0)
    #expect("hello".displayWidth == 5)
    #expect("日本語".displayWidth == 6)
    #expect("a日b".displayWidth == 4)
    #expect("e\u{301}te\u{301}".displayWidth == 3)
    #expect("👨‍👩‍👧🇯🇵".displayWidth == 4)
    #expect("a\u{1B}b".displayWidth == 3)
    #expect("hello world".dropFirst(6).displayWidth == 5)
    #expect("नमस्ते दुनिया".displayWidth == 10)
    #expect("தமிழ் மொழி".displayWidth == 9)
  }

  @Test("the ASCII fast path agrees with the per-grapheme measure")
  func asciiFastPath() {
    let printable = String((0x20..<0x7F).compactMap { Unicode.Scalar($0).map(Character.init) })
    #expect(printable.displayWidth == printable.count)
    #expect(printable.displayWidth == printable.reduce(0) { $0 + $1.displayWidth })
  }

  @Test(
    "a text's width is the columns write advances: a control's glyph counts",
    arguments: [
      "\u{1B}[31mred", "db\tmain", "a\u{7F}b", "\r\n", "x\u{85}y", "\u{9B}1m", "a\u{2028}b",
      "r\u{202E}tl", "日\u{1B}本", "é\u{0}\u{301}", "\u{7F}\u{301}", "👍\t",
    ])
  func agreesWithWrite(_ text: String) {
    var buffer = Buffer(width: 40, height: 1)
    let written = buffer.write(text, x: 0, y: 0)
    #expect(text.displayWidth == written, "\(buffer.lines[0])")
    #expect(text[...].displayWidth == written)
    #expect(text.reduce(0) { $0 + $1.displayWidth } == written)
  }

  @Test("control characters are as wide as the glyphs drawn for them")
  func controlWidths() {
    #expect("\u{1B}[31mred".displayWidth == 8)
    #expect("db\tmain".displayWidth == 7)
    #expect("a\u{7F}b".displayWidth == 3)
    #expect("\u{202E}abc".displayWidth == 3)
  }
}
