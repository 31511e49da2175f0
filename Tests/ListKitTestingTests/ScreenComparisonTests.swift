import ListKitTesting
import Render
import Testing

@Suite("Screen comparison")
struct ScreenComparisonTests {
  @Test("matching screens report nothing, trailing spaces ignored")
  func matches() {
    let buffer = makeBuffer(width: 6, ["ab", "日本"])
    #expect(screenMismatch(buffer, ["ab    ", "日本"]) == nil)
  }

  @Test("a mismatch marks only the differing lines, with line numbers")
  func marksLines() throws {
    let buffer = makeBuffer(width: 6, ["same", "wrold", "end"])
    let report = try #require(screenMismatch(buffer, ["same", "world", "end"]))
    let lines = report.split(separator: "\n").map(String.init)
    #expect(lines.count == 11)
    #expect(lines[2].hasPrefix("  0 |same"))
    #expect(lines[3].hasPrefix("> 1 |world"))
    #expect(lines[3].hasSuffix("|wrold   |"))
    #expect(lines[4].hasPrefix("  2 |end"))
    // Then the actual screen as a Swift literal, to paste as the new expectation.
    #expect(lines[5] == "The actual screen, to paste as the expected one:")
    #expect(Array(lines[6...]) == ["[", "  \"same\",", "  \"wrold\",", "  \"end\",", "]"])
  }

  @Test("a different number of lines is a mismatch that says so")
  func lineCount() throws {
    let buffer = makeBuffer(width: 4, ["a", "b"])
    let report = try #require(screenMismatch(buffer, ["a"]))
    #expect(report.contains("expected 1 lines, the buffer has 2"))
    #expect(report.contains("(none)"))
    #expect(screenMismatch(buffer, ["a", "b", ""]) != nil)
  }

  @Test("expectScreen records an issue on a mismatch, and none on a match")
  func recordsIssue() {
    let buffer = makeBuffer(width: 4, ["abc"])
    withKnownIssue {
      expectScreen(buffer, ["abd"], record: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("> 0 |abd") }
    }
    expectScreen(buffer, ["abc"], record: false)
  }

  @Test("quotes and backslashes are escaped in the literal")
  func literalEscapes() {
    let literal = swiftLiteral([#"say "hi""#, #"a\b"#, ""])
    #expect(
      literal == #"""
        [
          "say \"hi\"",
          "a\\b",
          "",
        ]
        """#)
  }
}
