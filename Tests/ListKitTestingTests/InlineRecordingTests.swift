import Foundation
import Testing

@testable import ListKitTesting

/// Record mode writing screens into a test's source: which literals it finds, what it writes,
/// and what it leaves alone.
@Suite("Record mode writes screens into the source")
struct InlineRecordingTests {
  typealias Recording = InlineRecording.Recording

  func recording(
    _ lines: [String], line: Int, column: Int = 5, function: String = "expectScreen",
    matched: Bool = false
  ) -> Recording {
    Recording(
      filePath: "/t/T.swift", line: line, column: column, function: function, lines: lines,
      matched: matched)
  }

  func rewrite(_ source: String, _ recordings: [Recording]) -> (String, [String]) {
    let (bytes, _, failed) = InlineRecording.rewritten(Array(source.utf8), with: recordings)
    return (String(decoding: bytes, as: UTF8.self), failed.map(\.1))
  }

  @Test("an empty expectation becomes the screen, indented under its call")
  func emptyLiteral() {
    let source = """
      func f() {
          expectScreen(driver, [])
          try driver.press("j")
      }

      """
    let (result, failed) = rewrite(source, [recording(["> a", "  \"b\" \\ c"], line: 2)])
    #expect(failed.isEmpty)
    #expect(
      result == """
        func f() {
            expectScreen(driver, [
              "> a",
              "  \\"b\\" \\\\ c",
            ])
            try driver.press("j")
        }

        """)
  }

  @Test(
    "a multi-line literal with comments and escapes is replaced whole; the first argument may hold commas, brackets and strings"
  )
  func existingLiteral() {
    let source = """
        ListKitTesting.expectScreen(
          makeBuffer(width: 4, ["a,b", "c)]"]) /* (, */,
          [
            "old \\"one\\"",  // a comment, with ]
            "old two",
          ], record: true)

      """
    let (result, failed) = rewrite(source, [recording(["new"], line: 1, column: 3)])
    #expect(failed.isEmpty)
    #expect(
      result == """
          ListKitTesting.expectScreen(
            makeBuffer(width: 4, ["a,b", "c)]"]) /* (, */,
            [
              "new",
            ], record: true)

        """)
  }

  @Test("the place may be the call's parenthesis, where Swift puts it, after text beyond ASCII")
  func placeOnParenthesis() {
    let source = "  _ = \"日本\"; expectScreen(b, [])\n"
    let column = Array("  _ = \"日本\"; expectScreen".utf8).count + 1
    let (result, failed) = rewrite(source, [recording(["x"], line: 1, column: column)])
    #expect(failed.isEmpty)
    #expect(result == "  _ = \"日本\"; expectScreen(b, [\n    \"x\",\n  ])\n")
  }

  @Test("several calls in one file are all written, whatever their order and lengths")
  func severalCalls() {
    let source = """
      expectStyles(a, ["x"], legend: l)
      expectScreen(b, [])
      expectScreen(c, ["1", "2", "3"])

      """
    let (result, failed) = rewrite(
      source,
      [
        recording(["z"], line: 3, column: 1),
        recording(["p", "q"], line: 1, column: 1, function: "expectStyles"),
        recording([], line: 2, column: 1),
      ])
    #expect(failed.isEmpty)
    #expect(
      result == """
        expectStyles(a, [
          "p",
          "q",
        ], legend: l)
        expectScreen(b, [])
        expectScreen(c, [
          "z",
        ])

        """)
  }

  @Test(
    "expectations that are not plain literals, and calls that are not at the place, are left alone",
    arguments: [
      "expectScreen(driver, expected)",
      "expectScreen(driver, [\"\\(name)\"])",
      "expectScreen(driver, [#\"raw\"#])",
      "expectScreen(driver, [\"a\"] + more)",
      "expectScreen(driver, [\"a\", name])",
      "expectScreen(driver)",
    ])
  func leftAlone(source: String) {
    let (result, failed) = rewrite(source + "\n", [recording(["new"], line: 1, column: 1)])
    #expect(result == source + "\n")
    #expect(failed == ["its expected lines are not an array literal of strings"])
  }

  @Test("a place where no call starts is left alone, and said")
  func noCall() {
    let (result, failed) = rewrite("let x = 1\n", [recording(["new"], line: 1, column: 1)])
    #expect(result == "let x = 1\n")
    #expect(failed == ["no call starts where the test's source location points"])
  }

  @Test("a helper's call is written where exactly one argument is a plain literal, labelled or not")
  func helperCall() {
    let source = """
      check(driver, keys: "j", ["old"], width: f(1, [2]))
      check(driver, expected: [], styles: ["a"])
      check(driver, expected: [] + more)

      """
    let (result, failed) = rewrite(
      source,
      [
        recording(["new"], line: 1, column: 1), recording(["x"], line: 2, column: 1),
        recording(["y"], line: 3, column: 1),
      ])
    #expect(
      result == """
        check(driver, keys: "j", [
          "new",
        ], width: f(1, [2]))
        check(driver, expected: [], styles: ["a"])
        check(driver, expected: [] + more)

        """)
    #expect(
      failed == [
        "the call there is to `check`, which has 2 array literals of strings among its "
          + "arguments, where record mode writes into exactly one",
        "the call there is to `check`, which has 0 array literals of strings among its "
          + "arguments, where record mode writes into exactly one",
      ])
  }

  @Test("one call that checked two different screens is printed, not written")
  func twoScreensAtOnePlace() {
    let source = "expectScreen(driver, [])\n"
    let (result, failed) = rewrite(
      source, [recording(["a"], line: 1, column: 1), recording(["b"], line: 1, column: 1)])
    #expect(result == source)
    #expect(failed == ["this call checked 2 different screens"])
    let (same, none) = rewrite(
      source, [recording(["a"], line: 1, column: 1), recording(["a"], line: 1, column: 1)])
    #expect(same == "expectScreen(driver, [\n  \"a\",\n])\n")
    #expect(none.isEmpty)
  }

  @Test("a call that matched once and differed once (a parameterised test) is printed, not written")
  func matchedAndDiffered() {
    let source = "expectScreen(driver, [\"a\"])\n"
    let (result, failed) = rewrite(
      source,
      [
        recording(["a"], line: 1, column: 1, matched: true),
        recording(["b"], line: 1, column: 1),
      ])
    #expect(result == source)
    #expect(failed == ["this call checked 2 different screens"])
    // Matching alone writes nothing, and reports nothing.
    let (same, none) = rewrite(source, [recording(["a"], line: 1, column: 1, matched: true)])
    #expect(same == source)
    #expect(none.isEmpty)
  }

  @Test("the first argument may hold interpolations, parentheses and strings in them")
  func interpolatedFirstArgument() {
    let source = #"expectScreen(try driver.press("\(keys("(", ")"))<Enter>"), [])"# + "\n"
    let (result, failed) = rewrite(source, [recording(["x"], line: 1, column: 1)])
    #expect(failed.isEmpty)
    #expect(result.hasSuffix(#"<Enter>"), ["# + "\n  \"x\",\n])\n"))
  }

  @Test("any lines written are found again as the same literal, with control characters escaped")
  func roundTrip() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", " ", "\"", "\\", "\\(", "]", ",", "//", "/*", "日本", "\u{1B}", "\t", "é"]
    for _ in 0..<200 {
      let lines = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement()! }.joined()
      }
      let first = rewrite("  expectScreen(b, [])\n", [recording(lines, line: 1, column: 3)]).0
      let again = rewrite(first, [recording(["x"], line: 1, column: 3)])
      #expect(again.0 == "  expectScreen(b, [\n    \"x\",\n  ])\n", "\(lines)")
      #expect(!first.contains("\u{1B}") && !first.contains("\t"))
    }
  }

  @Test("a file is rewritten in place and named; a missing one is reported with its screen")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "T.swift")
    try "expectScreen(b, [])\n".write(to: file, atomically: true, encoding: .utf8)
    let kept = Recording(
      filePath: file.path, line: 1, column: 1, function: "expectScreen", lines: ["hi"])
    // Two cases of one call that checked the same screen: one screen written.
    let report = InlineRecording.write([kept, kept], toFileAt: file.path)
    #expect(report == "LISTKIT_RECORD: wrote 1 screen(s) into \(file.path)\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "expectScreen(b, [\n  \"hi\",\n])\n")
    let missing = folder.appending(path: "Gone.swift").path
    #expect(
      InlineRecording.write([kept], toFileAt: missing)
        == "LISTKIT_RECORD T.swift:1 not written, as cannot read the file:\n[\n  \"hi\",\n]\n")
  }
}
