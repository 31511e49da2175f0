import FeedModel
import Testing

@Suite("Text printed in messages escapes whatever could drive the terminal or reorder the line")
struct MessageEscapingTests {
  /// Every bidirectional control: the marks, the embeddings and overrides, the isolates.
  static let bidiControls = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  @Test("Every bidirectional control is escaped, as U+202E always was")
  func bidiControls() {
    for value in Self.bidiControls {
      let scalar = Unicode.Scalar(UInt32(value)).map(String.init) ?? ""
      let hex = String(value, radix: 16, uppercase: true)
      let escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      #expect(("a" + scalar + "b").escapingControlCharacters == "a\(escaped)b", "U+\(hex)")
      #expect(("a" + scalar).quotedForMessage == "\"a\(escaped)\"", "U+\(hex)")
    }
  }

  @Test("Invisible format characters are escaped; beyond U+FFFF as a JSON surrogate pair")
  func formatCharacters() {
    #expect(
      "zero\u{200B}width\u{2060}joiner\u{FEFF}soft\u{AD}tag\u{E0041}".escapingControlCharacters
        == #"zero\u200Bwidth\u2060joiner\uFEFFsoft\u00ADtag\uDB40\uDC41"#)
    #expect("\u{FFF9}hidden\u{FFFB}".escapingControlCharacters == #"\uFFF9hidden\uFFFB"#)
  }

  @Test("Controls are escaped as before; joiners, emoji, accents and other scripts are kept")
  func keptText() {
    #expect(
      "\u{1B}[31m\u{7}\u{85}\u{2028}\u{2029}".escapingControlCharacters
        == #"\u001B[31m\u0007\u0085\u2028\u2029"#)
    let kept = "👩‍💻 می‌خواهم café 日本語 e\u{301} ☺︎ 🏳️‍🌈 עברית"
    #expect(kept.escapingControlCharacters == kept)
    #expect(#"say "hi" \ bye"#.quotedForMessage == #""say \"hi\" \\ bye""#)
  }
}
