import AppCore
import Foundation
import ListKitTesting
import Render
import Testing

/// An app whose wake-up never fires.
private final class SilentApp: TerminalApp {
  let wakeup: Wakeup? = Wakeup()
  func handle(_ event: Event) -> AppResponse { .continue }
  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write("waiting", x: 0, y: 0)
    return buffer
  }
}

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

  @Test("a tall screen's report shows the differing lines and three around each, not all")
  func tallScreen() throws {
    let lines = (0..<60).map { "line \($0)" }
    var expected = lines
    expected[30] = "line thirty"
    let report = try #require(screenMismatch(makeBuffer(width: 12, lines), expected))
    let rows = report.split(separator: "\n").map(String.init)
    let numbered = rows.prefix { !$0.hasPrefix("The actual screen") }.dropFirst(2)
    #expect(numbered.first?.trimmingCharacters(in: .whitespaces) == "…")
    #expect(numbered.dropFirst().first?.hasPrefix("  27 |line 27") == true)
    #expect(numbered.contains { $0.hasPrefix("> 30 |line thirty") })
    #expect(numbered.last?.trimmingCharacters(in: .whitespaces) == "…")
    #expect(numbered.count == 9, "\(numbered)")
  }

  @Test("after a wait that timed out, a differing frame's report says the work may not have run")
  func timedOutWait() async {
    let driver = HeadlessDriver(app: SilentApp(), size: Size(width: 8, height: 1))
    await driver.takePendingWork(within: .milliseconds(20))
    #expect(driver.lastWaitTimedOut)
    withKnownIssue {
      expectScreen(driver, ["loaded"], record: false)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("The last takePendingWork timed out")
      }
    }
    expectScreen(driver, ["waiting"], record: false)
  }

  @Test("a blocking wait that timed out is told as the async one is, and a fired one is not")
  func timedOutBlockingWait() {
    let app = SilentApp()
    let driver = HeadlessDriver(app: app, size: Size(width: 8, height: 1))
    driver.takePendingWork(waitingUpTo: 20)
    #expect(driver.lastWaitTimedOut)
    withKnownIssue {
      expectScreen(driver, ["loaded"], record: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("The last takePendingWork timed out") }
    }
    app.wakeup?.signal()
    driver.takePendingWork(waitingUpTo: 20)
    #expect(!driver.lastWaitTimedOut)
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
