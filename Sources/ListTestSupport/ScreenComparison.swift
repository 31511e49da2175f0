import Render
import Testing

/// Expects the buffer's rows to read exactly as `expected`, recording one readable issue if not.
///
/// Every row is compared, with trailing spaces trimmed on both sides, and `expected` must have
/// exactly `buffer.height` lines. On a mismatch the issue shows both screens side by side, with
/// line numbers and a `>` on each differing line.
///
/// ```swift
/// expectScreen(buffer, [
///   "┌List──┐",
///   "│Item 0│",
///   "└──────┘",
/// ])
/// ```
public func expectScreen(
  _ buffer: Buffer, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  if let report = screenMismatch(buffer, expected) {
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
  }
}

/// Compares the buffer's rows with `expected` as ``expectScreen(_:_:sourceLocation:)`` does, and
/// returns the report of the differences, or nil when the screens match.
public func screenMismatch(_ buffer: Buffer, _ expected: [String]) -> String? {
  let actual = buffer.lines
  let wanted = expected.map(trimmingTrailingSpaces)
  guard actual != wanted else { return nil }
  return ScreenDiff(expected: wanted, actual: actual, width: buffer.width).report + "\n\n"
    + "The actual screen, to paste as the expected one:\n" + swiftLiteral(actual)
}

/// Lines as a Swift array literal, one line each, escaped as a raw string where they need it.
public func swiftLiteral(_ lines: [String]) -> String {
  let body = lines.map { line -> String in
    let escaped = line.replacingBackslashesAndQuotes
    return "  \"\(escaped)\","
  }
  return "[\n" + body.joined(separator: "\n") + "\n]"
}

extension String {
  /// The text with `\\` and `"` escaped for a Swift string literal.
  fileprivate var replacingBackslashesAndQuotes: String {
    var result = ""
    for character in self {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

/// The text with its trailing spaces removed.
private func trimmingTrailingSpaces(_ text: String) -> String {
  var text = text
  while text.last == " " { text.removeLast() }
  return text
}
