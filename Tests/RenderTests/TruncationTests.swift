import Render
import Testing

@Suite("Truncation")
struct TruncationTests {
  @Test("cuts ASCII to the width, ending in an ellipsis")
  func ascii() {
    #expect("hello world".truncated(toWidth: 8) == "hello w…")
    #expect("abc".truncated(toWidth: 2) == "a…")
  }

  @Test("leaves text that fits unchanged")
  func fits() {
    #expect("hello world".truncated(toWidth: 11) == "hello world")
    #expect("hello world".truncated(toWidth: 80) == "hello world")
    #expect("".truncated(toWidth: 3) == "")
    #expect("日本".truncated(toWidth: 4) == "日本")
  }

  @Test("width zero or less gives an empty string")
  func zeroWidth() {
    #expect("hello".truncated(toWidth: 0) == "")
    #expect("hello".truncated(toWidth: -5) == "")
    #expect("".truncated(toWidth: 0) == "")
  }

  @Test("width one gives the ellipsis alone when the text is too long")
  func widthOne() {
    #expect("hello".truncated(toWidth: 1) == "…")
    #expect("日".truncated(toWidth: 1) == "…")
    #expect("a".truncated(toWidth: 1) == "a")
  }

  @Test("never splits or overruns with a wide grapheme at the cut")
  func cjk() {
    let text = "日本語のテキスト"
    #expect(text.truncated(toWidth: 7) == "日本語…")
    #expect(text.truncated(toWidth: 7).displayWidth == 7)
    #expect(text.truncated(toWidth: 8) == "日本語…")
    #expect(text.truncated(toWidth: 2) == "…")
    #expect(text.truncated(toWidth: 3) == "日…")
    #expect("ab日本".truncated(toWidth: 4) == "ab…")
  }

  @Test("keeps emoji sequences whole")
  func emoji() {
    #expect("👨‍👩‍👧👨‍👩‍👧".truncated(toWidth: 3) == "👨‍👩‍👧…")
    #expect("🇯🇵🇯🇵🇯🇵".truncated(toWidth: 5) == "🇯🇵🇯🇵…")
  }

  @Test("sanitizes controls and measures them as the glyphs they become")
  func sanitizes() {
    #expect("a\tb".truncated(toWidth: 10) == "a␉b")
    #expect("a\u{1B}bcdef".truncated(toWidth: 4) == "a␛b…")
    #expect("\u{1B}\u{1B}\u{1B}".truncated(toWidth: 2) == "␛…")
  }

  @Test("never exceeds the width and keeps whatever fits", arguments: 0...14)
  func bound(width: Int) {
    let samples = [
      "hello world", "日本語のテキスト", "mixed 日本 text", "👨‍👩‍👧 family", "e\u{301}e\u{301}e\u{301}",
      "tab\there", "",
    ]
    for sample in samples {
      let result = sample.truncated(toWidth: width)
      #expect(result.displayWidth <= max(0, width), "\(sample)")
      let safe = sample.sanitizedForTerminal
      if safe.displayWidth <= width {
        #expect(result == safe, "\(sample)")
      } else if width > 0 {
        #expect(result.hasSuffix("…"), "\(sample)")
        #expect(safe.hasPrefix(result.dropLast()), "\(sample)")
      }
    }
  }

  @Test(
    "a long text is cut as if it were read whole: controls, CR LF, marks, wide and zero-width",
    arguments: 0..<300)
  func longTextReadOnlyAsFarAsNeeded(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let pieces = [
      "a", "b", " ", "日", "本", "👨‍👩‍👧", "🇯🇵", "\u{1B}", "\r\n", "\n", "\u{0}", "e\u{301}",
      "\u{301}", "\u{200B}", "\u{202E}", "\u{9B}", "\t",
    ]
    let width = Int.random(in: 1...12, using: &random)
    // Zero-width heads now and then, so that the head alone cannot decide.
    let zeroWidth = Bool.random(using: &random) ? String(repeating: "\u{200B}", count: 40) : ""
    let count = Int.random(in: 0...120, using: &random)
    let text =
      zeroWidth
      + (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      .joined()
    #expect(
      text.truncated(toWidth: width) == Self.cutWhole(text, width: width),
      "\(text.debugDescription)")
  }

  /// The cut read from the whole sanitized text, as ``String/truncated(toWidth:)`` promises.
  static func cutWhole(_ text: String, width: Int) -> String {
    let safe = text.sanitizedForTerminal
    var used = 0
    var kept = ""
    for character in safe {
      used += character.displayWidth
      if used > width {
        var cut = ""
        var fit = 0
        for character in kept {
          guard fit + character.displayWidth <= width - 1 else { break }
          fit += character.displayWidth
          cut.append(character)
        }
        return cut + "…"
      }
      kept.append(character)
    }
    return safe
  }
}
