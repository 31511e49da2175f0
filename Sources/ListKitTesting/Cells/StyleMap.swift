import Render
import Testing

/// Expects the styles of the whole buffer to read as `expected`, a map of one legend
/// character per cell.
///
/// The map is compared as ``expectScreen(_:_:record:sourceLocation:)-(Buffer,_,_,_)`` compares
/// text.
/// Each cell becomes the legend character of its exact style, a space for plain cells unless
/// the legend says otherwise, and `?` for a style the legend lacks; the right half of a wide
/// grapheme repeats its left half. Trailing spaces are trimmed. On a mismatch the issue shows
/// both maps side by side, then the actual one as a literal; in record mode the actual map is
/// also written into the test's source, as ``ScreenRecording`` describes.
///
/// ```swift
/// expectStyles(screen, [
///   "hhhhhhhhhh",
///   "ssssssssssssssssssss",
/// ], legend: ["h": theme.header, "s": theme.selection])
/// ```
public func expectStyles(
  _ buffer: Buffer, _ expected: [String], legend: [Character: Style],
  record: Bool = ScreenRecording.isEnabled, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = styleMap(buffer, legend: legend)
  let wanted = expected.map(trimmingTrailingSpaces)
  if record {
    InlineRecording.record(
      actual, function: "expectStyles", at: sourceLocation, matched: actual == wanted)
  }
  guard actual != wanted else { return }
  let report =
    ScreenDiff(expected: wanted, actual: actual, width: buffer.width).report
    .replacingFirstLine(with: "Styles do not match") + "\n\n"
    + "The actual styles, to paste as the expected ones:\n" + swiftLiteral(actual)
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// The buffer's styles as lines of legend characters, one per cell.
///
/// A cell shows the character whose style is exactly the cell's, a space for a plain cell the
/// legend does not name, and `?` for any other style. Trailing spaces are trimmed.
public func styleMap(_ buffer: Buffer, legend: [Character: Style]) -> [String] {
  var symbols: [Style: Character] = [:]
  for (symbol, style) in legend.sorted(by: { $0.key < $1.key }) where symbols[style] == nil {
    symbols[style] = symbol
  }
  return (0..<buffer.height).map { y in
    var line = ""
    for x in 0..<buffer.width {
      let style = buffer[x, y].style
      line.append(symbols[style] ?? (style == .plain ? " " : "?"))
    }
    return trimmingTrailingSpaces(line)
  }
}

extension String {
  /// The text with its first line replaced.
  fileprivate func replacingFirstLine(with line: String) -> String {
    guard let end = firstIndex(of: "\n") else { return line }
    return line + self[end...]
  }
}
