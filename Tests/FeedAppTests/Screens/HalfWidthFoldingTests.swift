import Foundation
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp
@testable import FeedModel

@Suite("The filter finds half-width katakana and Hangul as their full-width forms")
struct HalfWidthFoldingTests {
  @Test("Half-width katakana fold to full-width, their voicing marks composing with them")
  func folding() {
    #expect(SearchFolding.fold("ｶﾀｶﾅ") == SearchFolding.fold("カタカナ"))
    #expect(SearchFolding.fold("ｶﾞ") == Array("ガ".utf8))
    #expect(SearchFolding.fold("ﾊﾟﾝﾀﾞ ｳﾞｧｲｵﾘﾝ") == Array("パンダ ヴァイオリン".utf8))
    #expect(SearchFolding.fold("｢ｺｰﾋｰ｣､ﾃｨｰ｡") == Array("「コーヒー」、ティー。".utf8))
    // The marks still tell letters apart: ｶﾞ is not カ.
    #expect(SearchFolding.fold("ｶﾞ") != SearchFolding.fold("ｶ"))
    #expect(SearchFolding.fold("ﾊﾟ") != SearchFolding.fold("ﾊﾞ"))
    // Hangul letters, arrows and shapes.
    #expect(SearchFolding.fold("ﾡﾤ ￩￫￭") == Array("ㄱㄴ ←→■".utf8))
  }

  @Test("Each half-width kana, alone and with either voicing mark, folds as its NFKC form does")
  func kanaAgreeWithNFKC() {
    for value in 0xFF61...0xFF9F {
      let scalar = String(Character(Unicode.Scalar(UInt32(value))!))
      for text in [scalar, scalar + "\u{FF9E}", scalar + "\u{FF9F}"] {
        let nfkc = text.precomposedStringWithCompatibilityMapping
        #expect(
          SearchFolding.fold(text) == SearchFolding.fold(nfkc), "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test("Each half-width form folds to a form of the same NFKC: Hangul to the compatibility jamo")
  func sameNFKC() {
    for value in Array(0xFF61...0xFFDC) + Array(0xFFE8...0xFFEE) {
      guard let scalar = Unicode.Scalar(UInt32(value)),
        scalar.properties.generalCategory != .unassigned
      else { continue }
      let text = String(Character(scalar))
      let folded = String(decoding: SearchFolding.fold(text), as: UTF8.self)
      #expect(folded != text, "U+\(String(value, radix: 16))")
      #expect(
        folded.precomposedStringWithCompatibilityMapping
          == text.precomposedStringWithCompatibilityMapping, "U+\(String(value, radix: 16))")
    }
  }

  @Test("A folded text is stored exactly when folding changes it")
  func storedOnlyWhenChanged() {
    for sample in ["ｶﾀｶﾅ", "ｶﾞ", "ﾡ", "カタカナ", "ガ", "￩"] {
      let bytes = Array(sample.utf8)
      var stored: [UInt8] = []
      let changed = SearchFolding.appendIfChanged(folding: bytes, to: &stored)
      #expect(changed == (SearchFolding.fold(sample) != bytes), "\(sample)")
      #expect(stored == (changed ? SearchFolding.fold(sample) : []), "\(sample)")
    }
  }

  static let json = #"""
    {"users":[{"id":"u","nickname":"n"}],"feed":[
      {"id":"a","user":"u","comment":"x ｶﾀｶﾅ ﾊﾟﾝﾀﾞ"},
      {"id":"b","user":"u","comment":"y カタカナ パンダ"},
      {"id":"c","user":"u","comment":"z ハンタ"}]}
    """#

  @Test("Either width finds both, and the match is highlighted over the characters it covers")
  func filterAndHighlight() throws {
    for query in ["カタカナ", "ｶﾀｶﾅ", "パンダ", "ﾊﾟﾝﾀﾞ"] {
      let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
      try app.press("/")
      app.send(.paste(query))
      try app.press("<Enter>")
      #expect(app.screen(40, 12).lines.last?.hasSuffix(" · match 1/2") == true, "\(query)")
    }
    // ﾊﾟ and ﾀﾞ are a character of two columns each.
    #expect(Highlighter.columns(of: ["パンダ"], in: "x ｶﾀｶﾅ ﾊﾟﾝﾀﾞ") == [7..<12])
    #expect(Highlighter.columns(of: ["ｶﾀｶﾅ"], in: "y カタカナ パンダ") == [2..<10])
    #expect(Highlighter.columns(of: ["ﾀﾞ"], in: "x ｶﾀｶﾅ ﾊﾟﾝﾀﾞ") == [10..<12])
    #expect(Highlighter.columns(of: ["ﾀ"], in: "x ｶﾀｶﾅ ﾊﾟﾝﾀﾞ") == [3..<4])

    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
    try app.press("/")
    app.send(.paste("パンダ"))
    let screen = app.screen(40, 12)
    expectScreen(
      screen,
      [
        "t.json › Feed                     ? help",
        "> n",
        "  x ｶﾀｶﾅ ﾊﾟﾝﾀﾞ",
        "",
        "  n",
        "  y カタカナ パンダ",
        "",
        "",
        "",
        "",
        "",
        "/パンダ▏                   2 of 3 match",
      ])
    for x in 9..<14 { expectStyle(screen, at: Point(x: x, y: 2), app.shell.theme.highlight) }
    #expect(screen[8, 2].style != app.shell.theme.highlight)
    for x in 13..<19 { expectStyle(screen, at: Point(x: x, y: 5), app.shell.theme.highlight) }
    #expect(screen[12, 5].style != app.shell.theme.highlight)
  }
}
