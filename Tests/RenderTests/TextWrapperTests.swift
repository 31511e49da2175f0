import Testing

@testable import Render

@Suite("Wrapping a text a part at a time")
struct TextWrapperTests {
  /// Wrapping as it was done before parts: each run of a paragraph between tabs sanitized
  /// whole, then wrapped.
  static func wrappedWhole(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [""] }
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var wrapper = LineWrapper(width: width)
      for (index, run) in paragraph.split(separator: "\t", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { wrapper.appendTab() }
        wrapper.append(String(run).sanitizedForTerminal)
      }
      wrapper.finish(into: &lines)
    }
    return lines
  }

  /// Pieces that meet at every kind of grapheme edge: controls beside marks, joiners, flags,
  /// wide text and its punctuation, line breaks of every kind.
  static let pieces = [
    "a", "bc", " ", "  ", "日本", "語。", "👨‍👩‍👧", "🇯🇵", "🇫", "\u{301}", "\u{200D}", "\n", "\r\n", "\r",
    "\u{1B}", "\u{7}", "\u{85}", "\u{2028}", "\u{202E}", "\u{9F}", "\t", "e\u{301}", "\u{A0}",
    "supercalifragilistic", "\u{600}", "ก\u{E33}",
  ]

  @Test(
    "Parts of any length, wrapped in steps of any size, give the lines of the whole text at once",
    arguments: 0..<400)
  func partsMatchWhole(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let text = (0..<Int.random(in: 0...120, using: &random)).map { _ in
      Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
    }.joined()
    let width = Int.random(in: 1...12, using: &random)
    let expected = Self.wrappedWhole(text, width: width)
    var wrapper = TextWrapper(text, width: width, partLength: Int.random(in: 1...6, using: &random))
    var fraction = 0.0
    while !wrapper.isComplete {
      wrapper.wrap(toLines: wrapper.lines.count + Int.random(in: 1...4, using: &random))
      #expect(wrapper.fractionDone >= fraction)
      fraction = wrapper.fractionDone
      #expect(Array(expected.prefix(wrapper.lines.count)) == wrapper.lines)
    }
    #expect(wrapper.lines == expected, "\(text.debugDescription) at \(width)")
    #expect(text.wrapped(toWidth: width) == expected)
    #expect(wrapper.fractionDone == 1)
  }

  @Test("A text of a megabyte gives its first lines after wrapping only its first part")
  func firstLinesFirst() {
    let text = String(repeating: "the quick brown fox jumps over the lazy dog ", count: 25_000)
    var wrapper = TextWrapper(text, width: 40)
    wrapper.wrap(toLines: 3)
    #expect(wrapper.lines.count < 400)
    #expect(!wrapper.isComplete)
    #expect(wrapper.fractionDone > 0 && wrapper.fractionDone < 0.01)
    #expect(
      Array(wrapper.lines.prefix(2)) == [
        "the quick brown fox jumps over the lazy", "dog the quick brown fox jumps over the",
      ])
    wrapper.wrapAll()
    #expect(wrapper.lines.count == text.wrapped(toWidth: 40).count)
  }

  @Test("A megabyte without a space, one word, also gives its first lines from its first part")
  func longWordFirst() {
    let text = String(repeating: "x", count: 1_000_000) + " end"
    var wrapper = TextWrapper(text, width: 40)
    wrapper.wrap(toLines: 3)
    #expect(wrapper.lines.count < 400 && !wrapper.isComplete)
    #expect(wrapper.fractionDone > 0 && wrapper.fractionDone < 0.01)
    #expect(wrapper.lines[0] == String(repeating: "x", count: 40))
    wrapper.wrapAll()
    #expect(wrapper.lines.count == 25_001 && wrapper.lines.last == "end")
  }

  @Test("Nothing to wrap, or no width, is one empty line, complete at once")
  func edges() {
    var empty = TextWrapper("", width: 10)
    #expect(!empty.isComplete)
    empty.wrap(toLines: 1)
    #expect(empty.lines == [""] && empty.isComplete)
    let narrow = TextWrapper("abc", width: 0)
    #expect(narrow.lines == [""] && narrow.isComplete && narrow.fractionDone == 1)
  }
}
