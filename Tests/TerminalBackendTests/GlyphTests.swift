import Testing

@testable import TerminalBackend

@Suite("Glyphs")
struct GlyphTests {
  /// A C library's widths for the code points in these tests, as glibc gives them.
  static func width(_ scalar: UInt32) -> Int {
    switch scalar {
    case 0x0300...0x036F, 0x200D, 0xFE0F, 0x20E3, 0x941, 0x947, 0x94D, 0xBCD: return 0
    case 0x1F1E6...0x1F1FF, 0x2764: return 1
    case 0x1F300...0x1FAFF, 0x4E00...0x9FFF, 0x231A: return 2
    case 0xE0000...0xEFFFF: return -1
    default: return 1
    }
  }

  func glyphs(_ grapheme: Character, columns: Int) -> [[UInt32]] {
    Glyph.glyphs(for: grapheme, columns: columns, scalarWidth: GlyphTests.width).map(\.scalars)
  }

  func widths(_ grapheme: Character, columns: Int) -> [Int] {
    Glyph.glyphs(for: grapheme, columns: columns, scalarWidth: GlyphTests.width).map(\.width)
  }

  @Test("a narrow or wide code point is one glyph of its width")
  func single() {
    #expect(glyphs("a", columns: 1) == [[0x61]])
    #expect(glyphs("日", columns: 2) == [[0x65E5]])
    #expect(widths("日", columns: 2) == [2])
  }

  @Test("combining marks stay on their base")
  func combining() {
    #expect(glyphs("e\u{301}", columns: 1) == [[0x65, 0x301]])
    #expect(glyphs("a\u{300}\u{301}\u{302}", columns: 1) == [[0x61, 0x300, 0x301, 0x302]])
  }

  @Test("a zero-width-joined emoji keeps its parts, up to five code points")
  func joined() {
    let family: Character = "👨‍👩‍👧"
    #expect(glyphs(family, columns: 2) == [family.unicodeScalars.map(\.value)])
    #expect(widths(family, columns: 2) == [2])
    let familyOfFour: Character = "👨‍👩‍👧‍👦"
    #expect(glyphs(familyOfFour, columns: 2) == [[0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467]])
  }

  @Test("a spacing mark after its base gets a cell of its own, as the terminal gives it")
  func spacingMarks() {
    #expect(glyphs("नि", columns: 2) == [[0x928], [0x93F]])
    #expect(widths("नि", columns: 2) == [1, 1])
    #expect(glyphs("மொ", columns: 2) == [[0xBAE], [0xBCA]])
    // A conjunct is one grapheme since Unicode 15.1, a rule the compiler's literals predate.
    let conjunct = Character(String("स्ते"))
    #expect(glyphs(conjunct, columns: 2) == [[0x938, 0x94D], [0x924, 0x947]])
  }

  @Test("spacing marks past the grapheme's columns are left out")
  func spacingMarksPastColumns() {
    #expect(glyphs("বাং", columns: 2) == [[0x9AC], [0x9BE]])
    #expect(glyphs("नि", columns: 1) == [[0x928]])
  }

  @Test("a flag becomes two one-column glyphs")
  func flag() {
    #expect(glyphs("🇯🇵", columns: 2) == [[0x1F1EF], [0x1F1F5]])
    #expect(widths("🇯🇵", columns: 2) == [1, 1])
  }

  @Test("presentation selectors and skin tones are dropped")
  func selectorsAndModifiers() {
    #expect(glyphs("👍🏽", columns: 2) == [[0x1F44D]])
    #expect(glyphs("👩🏽‍💻", columns: 2) == [[0x1F469, 0x200D, 0x1F4BB]])
  }

  @Test("a grapheme narrower to curses than to the buffer is padded with a blank")
  func padded() {
    #expect(glyphs("❤️", columns: 2) == [[0x2764], [0x20]])
    #expect(widths("❤️", columns: 2) == [1, 1])
    #expect(glyphs("#️⃣", columns: 2) == [[0x23, 0x20E3], [0x20]])
  }

  @Test("a joiner after a narrow base ends the glyph")
  func joinerAfterNarrowBase() {
    #expect(glyphs("❤️‍🔥", columns: 2) == [[0x2764], [0x20]])
  }

  @Test("what curses cannot measure, or cannot fit, becomes a replacement character")
  func replacement() {
    #expect(glyphs("\u{E0041}", columns: 1) == [[0xFFFD]])
    #expect(glyphs("\u{E0041}", columns: 2) == [[0xFFFD], [0x20]])
    #expect(glyphs("⌚︎", columns: 1) == [[0xFFFD]])
    let noReplacement = Glyph.glyphs(for: "\u{E0041}", columns: 1) { _ in -1 }
    #expect(noReplacement.map(\.scalars) == [[0x3F]])
  }

  @Test("every grapheme fills exactly its columns")
  func exactColumns() {
    let samples: [(Character, Int)] = [
      ("a", 1), ("日", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("👍🏽", 2), ("\u{E0041}", 2),
      ("⌚︎", 1), ("e\u{301}", 1), ("नि", 2), ("বাং", 2), (Character(String("स्ते")), 2),
    ]
    for (grapheme, columns) in samples {
      #expect(widths(grapheme, columns: columns).reduce(0, +) == columns, "\(grapheme)")
    }
  }
}
