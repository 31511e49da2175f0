import FeedModel
import Testing

@testable import FeedApp

@Suite("Text decodes to exactly the scalars written")
struct TextRoundTripTests {
  /// The comment of the only feed entry of a document whose comment is the JSON string `literal`.
  private func comment(_ literal: String) throws -> [Unicode.Scalar] {
    let loaded = try load(
      #"{"users": [{"id": "u", "nickname": "n"}], "feed": [{"id": "f", "user": "u", "comment": "#
        + literal + "}]}")
    return Array(try #require(loaded.document.feed.first).comment.unicodeScalars)
  }

  @Test("Japanese, emoji, flags and ZWJ sequences written raw come back unchanged")
  func rawText() throws {
    let text = "家族アルバム みてね「はい…」👨‍👩‍👧 🇯🇵 ❤️ 😀 e\u{301} ｶﾀｶﾅ"
    #expect(try comment("\"" + text + "\"") == Array(text.unicodeScalars))
  }

  @Test("Escapes decode to their scalars, including surrogate pairs and ESC")
  func escapes() throws {
    #expect(
      try comment(#""\uD83D\uDE00 \u001b[31m \u00e9 e\u0301 \u200D \"\\\/\b\f\n\r\t \u0000""#)
        == Array("😀 \u{1B}[31m é e\u{301} \u{200D} \"\\/\u{8}\u{C}\n\r\t \u{0}".unicodeScalars))
  }

  @Test("An escaped ZWJ family equals the raw one")
  func escapedFamily() throws {
    #expect(
      try comment(#""\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67""#)
        == Array("👨‍👩‍👧".unicodeScalars))
  }

  @Test("Escapes in the middle of long raw text keep both parts")
  func mixedRawAndEscaped() throws {
    let long = String(repeating: "あ", count: 100)
    #expect(try comment("\"\(long)\\n\(long)\"") == Array("\(long)\n\(long)".unicodeScalars))
  }
}
