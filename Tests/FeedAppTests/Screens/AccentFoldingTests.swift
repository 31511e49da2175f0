import Foundation
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp
@testable import FeedModel

@Suite("The filter ignores accents and how they are written, as fzf does")
struct AccentFoldingTests {
  @Test("Composed and decomposed accents fold alike, to the letter without them")
  func folding() {
    let plain = Array("cafe".utf8)
    #expect(SearchFolding.fold("Café") == plain)
    #expect(SearchFolding.fold("CAFE\u{301}") == plain)
    #expect(SearchFolding.fold("ŁÓDŹ naïve İ") == Array("lodz naive i".utf8))
    #expect(SearchFolding.fold("Straße Æsir Œuvre Ærø") == Array("strasse aesir oeuvre aero".utf8))
    // Marks outside Latin's combining diacritics tell letters apart.
    #expect(SearchFolding.fold("が") != SearchFolding.fold("か"))
    #expect(SearchFolding.fold("が") == SearchFolding.fold("か\u{3099}"))
    #expect(SearchFolding.fold("パンダ ヴ") == SearchFolding.fold("ハ\u{309A}ンタ\u{3099} ウ\u{3099}"))
    #expect(
      SearchFolding.fold("한글")
        == SearchFolding.fold("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"))
    #expect(SearchFolding.fold("ab\u{3099}") == Array("ab\u{3099}".utf8))
  }

  @Test("Lower casing a scalar at a time, skipping caseless scripts, is what lowercased() does")
  func lowerCasing() {
    // Every scalar, alone and after a letter (the context a final sigma would need).
    var scalars: [Unicode.Scalar] = []
    for value in UInt32(0)...0x10FFFF {
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    for chunk in stride(from: 0, to: scalars.count, by: 512) {
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars[chunk..<min(chunk + 512, scalars.count)])
      #expect(SearchFolding.fold(text) == SearchFolding.fold(text.lowercased()), "from \(chunk)")
    }
    #expect(SearchFolding.fold("ΟΔΟΣ Σ") == SearchFolding.fold("ΟΔΟΣ Σ".lowercased()))
    #expect(SearchFolding.fold("ÀÉÎ ΑΒΓ ДЖ ＡＢ") == SearchFolding.fold("àéî αβγ дж ａｂ"))
    #expect(SearchFolding.fold("はい、公園 🐈 한국") == Array("はい、公園 🐈 한국".utf8))
  }

  @Test("A text's folded form is stored only when folding changes it, whatever its script")
  func storedOnlyWhenChanged() {
    let samples = [
      "はい、公園に行きました", "Café", "cafe\u{301}", "か\u{3099}", "\u{1112}\u{1161}", "한국어",
      "ΟΔΟΣ", "οδος", "🐈📦", "Straße", "straße", "ＡＢ", "ａｂ", "İ", "ǅ", "ß", "㎏", "🄰", "abc",
      "ABC", "中文 English", "中文 english", "ｶﾞ", "Ⓐ", "ⓐ",
    ]
    for sample in samples {
      let bytes = Array(sample.utf8)
      var stored: [UInt8] = []
      let changed = SearchFolding.appendIfChanged(folding: bytes, to: &stored)
      #expect(changed == (SearchFolding.fold(sample) != bytes), "\(sample)")
      #expect(stored == (changed ? SearchFolding.fold(sample) : []), "\(sample)")
    }
  }

  @Test("A query finds both forms and the plain word, and the match is marked where it is")
  func filterAndHighlight() throws {
    let json = #"""
      {"users":[{"id":"u","nickname":"n"}],"feed":[
        {"id":"a","user":"u","comment":"un café composé"},
        {"id":"b","user":"u","comment":"un cafe\u0301 de\u0301compose\u0301"},
        {"id":"c","user":"u","comment":"a plain cafe"},
        {"id":"d","user":"u","comment":"tea"}]}
      """#
    for query in ["cafe", "café", "cafe\u{301}", "CAFÉ"] {
      let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
      try app.press("/")
      app.send(.paste(query))
      try app.press("<Enter>")
      // The first of 3 matches holds the selection.
      #expect(app.screen(40, 12).lines.last?.hasSuffix(" · match 1/3") == true, "\(query)")
    }
    #expect(Highlighter.columns(of: ["cafe"], in: "un café composé") == [3..<7])
    #expect(Highlighter.columns(of: ["café"], in: "un cafe\u{301} x") == [3..<7])
    #expect(Highlighter.columns(of: ["compose"], in: "un café composé") == [8..<15])
  }

  @Test("Vietnamese, Romanian, transliterations and Greek fold to their base letters too")
  func beyondLatinExtendedA() throws {
    #expect(SearchFolding.fold("Nguyễn Dương bạn") == Array("nguyen duong ban".utf8))
    #expect(SearchFolding.fold("București ḥadīth ǅ") == SearchFolding.fold("bucuresti hadith ǆ"))
    #expect(SearchFolding.fold("Ελλάδα ἄνθρωπος ᾠδή") == SearchFolding.fold("ελλαδα ανθρωπος ωδη"))
    // Marks are dropped, letters kept: Cyrillic й is a letter of its own.
    #expect(SearchFolding.fold("й") == Array("й".utf8))
    // Each composed letter folds as its decomposed form does.
    for value in Array(0x180...0x24F) + Array(0x370...0x3FF) + Array(0x1E00...0x1FFF) {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let text = String(Character(scalar))
      let decomposed = text.decomposedStringWithCanonicalMapping
      // A letter and its marks; not a sign that stands for another (`;` for U+037E).
      guard decomposed.unicodeScalars.count > 1 else { continue }
      #expect(
        SearchFolding.fold(text) == SearchFolding.fold(decomposed), "U+\(String(value, radix: 16))")
    }
    let json = #"""
      {"users":[{"id":"u","nickname":"n"}],"feed":[
        {"id":"a","user":"u","comment":"Tiếng Việt"},
        {"id":"b","user":"u","comment":"Ελλάδα"},
        {"id":"c","user":"u","comment":"tieng"}]}
      """#
    for (query, matches) in [("tieng", 2), ("viet", 1), ("ελλαδα", 1)] {
      let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
      try app.press("/")
      app.send(.paste(query))
      try app.press("<Enter>")
      #expect(app.screen(40, 12).lines.last?.hasSuffix(" · match 1/\(matches)") == true, "\(query)")
    }
    #expect(Highlighter.columns(of: ["viet"], in: "Tiếng Việt") == [6..<10])
  }

  @Test("Invisible breaks (zero-width space, soft hyphen, word joiner) do not split a word")
  func invisibleBreaks() throws {
    #expect(
      SearchFolding.fold("zero\u{200B}width soft\u{AD}hyphen a\u{2060}b\u{FEFF}c")
        == Array("zerowidth softhyphen abc".utf8))
    let json = #"""
      {"users":[{"id":"u","nickname":"n"}],"feed":[
        {"id":"a","user":"u","comment":"zero\u200bwidth spaces"},
        {"id":"b","user":"u","comment":"tea"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    try app.press("/zerowidth<Enter>")
    #expect(app.screen(40, 12).lines.last?.hasSuffix(" · match 1/1") == true)
    #expect(Highlighter.columns(of: ["zerowidth"], in: "zero\u{200B}width spaces") == [0..<9])
  }

  @Test("Ligatures, digraphs and full-width letters fold to the letters they stand for")
  func ligaturesAndFullWidth() {
    #expect(SearchFolding.fold("ﬁle ﬂow Ǆemal ǉubav") == Array("file flow dzemal ljubav".utf8))
    #expect(SearchFolding.fold("Ａｂｃ１２３！") == Array("abc123!".utf8))
    #expect(Highlighter.columns(of: ["file"], in: "a ﬁle") == [2..<5])
    #expect(Highlighter.columns(of: ["abc"], in: "x Ａｂｃ") == [2..<8])
  }
}
