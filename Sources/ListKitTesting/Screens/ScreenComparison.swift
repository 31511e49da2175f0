import AppCore
import Render
import Testing

/// Expects the buffer's rows to read exactly as `expected`, recording one readable issue if not.
///
/// Every row is compared, with trailing spaces trimmed on both sides, and `expected` must have
/// exactly `buffer.height` lines. On a mismatch the issue shows both screens side by side, with
/// line numbers and a `>` on each differing line, then the actual screen as a Swift array
/// literal to paste over the expected one.
///
/// ```swift
/// expectScreen(buffer, [
///   "┌List──┐",
///   "│Item 0│",
///   "└──────┘",
/// ])
/// ```
///
/// In record mode (`record: true`, or `LISTKIT_RECORD=1` in the environment; see
/// ``ScreenRecording``) a screen that differs is also written into the test's source, in place
/// of the expected literal, when the tests end: a new test can start from
/// `expectScreen(buffer, [])` and be filled in by one run.
public func expectScreen(
  _ buffer: Buffer, _ expected: [String], record: Bool = ScreenRecording.isEnabled,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let mismatch = screenMismatch(buffer, expected)
  if record {
    InlineRecording.record(
      buffer.lines, function: "expectScreen", at: sourceLocation, matched: mismatch == nil)
  }
  if let mismatch { Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation) }
}

/// Expects a headless driver's current frame to read exactly as `expected`.
///
/// See ``expectScreen(_:_:record:sourceLocation:)-(Buffer,_,_,_)``.
///
/// ```swift
/// let driver = HeadlessDriver(app: app, size: Size(width: 40, height: 6))
/// try driver.press("j")
/// expectScreen(driver, ["…"])
/// ```
///
/// When the frame differs after a `takePendingWork(within:)` or
/// `takePendingWork(waitingUpTo:)` that timed out, the report says so: the app's work may not
/// have run yet.
public func expectScreen<App: TerminalApp>(
  _ driver: HeadlessDriver<App>, _ expected: [String], record: Bool = ScreenRecording.isEnabled,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = driver.frame
  guard driver.lastWaitTimedOut, let mismatch = screenMismatch(frame, expected) else {
    expectScreen(frame, expected, record: record, sourceLocation: sourceLocation)
    return
  }
  if record {
    InlineRecording.record(
      frame.lines, function: "expectScreen", at: sourceLocation, matched: false)
  }
  let note =
    "The last takePendingWork timed out before the app's wake-up fired: its work may not have "
    + "run yet.\n\n"
  Issue.record(Comment(rawValue: note + mismatch), sourceLocation: sourceLocation)
}

/// Compares the buffer's rows with `expected` as
/// ``expectScreen(_:_:record:sourceLocation:)-(Buffer,_,_,_)`` does, and returns the report of
/// the differences, or nil when the screens match.
public func screenMismatch(_ buffer: Buffer, _ expected: [String]) -> String? {
  let actual = buffer.lines
  let wanted = expected.map(trimmingTrailingSpaces)
  guard actual != wanted else { return nil }
  return ScreenDiff(expected: wanted, actual: actual, width: buffer.width).report + "\n\n"
    + "The actual screen, to paste as the expected one:\n" + swiftLiteral(actual)
}

/// Lines as a Swift array literal, one line each, with `\` and `"` escaped.
///
/// ```swift
/// swiftLiteral(["a \"b\""])  // "[\n  \"a \\\"b\\\"\",\n]"
/// ```
public func swiftLiteral(_ lines: [String]) -> String {
  let body = lines.map { "  \(swiftStringLiteral($0))," }
  return "[\n" + body.joined(separator: "\n") + "\n]"
}

/// One line as a Swift string literal: `\` and `"` escaped, and control characters written
/// as `\u{…}`, so that the literal reads back as the same text.
func swiftStringLiteral(_ line: String) -> String {
  var result = "\""
  for scalar in line.unicodeScalars {
    if scalar == "\\" || scalar == "\"" {
      result.append("\\")
      result.unicodeScalars.append(scalar)
    } else if scalar.properties.generalCategory == .control {
      result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// The text with its trailing spaces removed.
func trimmingTrailingSpaces(_ text: String) -> String {
  var text = text
  while text.last == " " { text.removeLast() }
  return text
}
