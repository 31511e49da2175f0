import Render
import Testing

@testable import FeedApp

@Suite("A text cut to one line keeps every word, and no indent pushes them out of the row")
struct OneLineWordsTests {
  /// The pieces random texts are made of: words (list markers among them), and the blanks and
  /// breaks of indented, nested and quoted lines.
  static let words = ["x", "one", "nested", "•", "1.", "日本", "deepest", "~~s~~", "é"]
  static let blanks = [" ", "  ", "\t", "    ", String(repeating: "  ", count: 59)]
  static let breaks = ["\n", "\r\n", "\n\n", "\u{2028}", "\u{85}"]

  /// A random text of up to 12 words, each with random blanks and breaks before it, and
  /// perhaps after the last.
  static func text(_ random: inout SplitMix) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        text +=
          Bool.random(using: &random)
          ? pick(blanks, &random) : pick(breaks, &random)
      }
      text += pick(words, &random)
    }
    if Bool.random(using: &random) { text += pick(blanks, &random) }
    return text
  }

  /// One of `pieces`, at random.
  static func pick(_ pieces: [String], _ random: inout SplitMix) -> String {
    pieces[Int.random(in: 0..<pieces.count, using: &random)]
  }

  /// The words of a text: what its white space separates.
  static func words(of text: String) -> [Substring] {
    text.split(whereSeparator: \.isWhitespace)
  }

  @Test("2,000 seeded texts: the one-line form has every word, in order, and no break or tab")
  func everyWordKept() {
    var random = SplitMix(seed: 0x0E11_4E)
    for _ in 0..<2_000 {
      let text = Self.text(&random)
      let line = text.asOneLine
      #expect(Self.words(of: line) == Self.words(of: text), "\(text.debugDescription)")
      #expect(!line.contains { $0.isNewline || $0 == "\t" }, "\(text.debugDescription)")
      #expect(line.first != " " && line.last != " ", "\(text.debugDescription)")
    }
  }

  @Test(
    "2,000 seeded texts at 1 to 80 columns: the row is the one-line form cut, from its first word")
  func rowIsTheOneLineFormCut() {
    var random = SplitMix(seed: 0x0E11_4F)
    for _ in 0..<2_000 {
      let text = Self.text(&random)
      let width = Int.random(in: 1...80, using: &random)
      let row = (text.oneLine(forWidth: width) ?? "").truncated(toWidth: width)
      #expect(
        row == text.asOneLine.truncated(toWidth: width),
        "\(text.debugDescription) at \(width)")
      if let first = Self.words(of: text).first, String(first).displayWidth < width {
        #expect(row.hasPrefix(first), "\(text.debugDescription) at \(width)")
      }
    }
  }
}
