import Render

/// A side-by-side report of two screens, marking the lines that differ.
struct ScreenDiff {
  /// The expected lines, trailing spaces trimmed.
  let expected: [String]
  /// The buffer's lines, trailing spaces trimmed.
  let actual: [String]
  /// The buffer's width, used to pad each line so its right edge shows.
  let width: Int

  /// Screens of more lines than this show only the lines that differ and a few around them.
  static let wholeScreenLimit = 40
  /// The lines shown around each differing line of a tall screen.
  static let context = 3

  /// The report: a heading, then one row per line number with both versions framed by `|`;
  /// for a screen taller than ``wholeScreenLimit``, only the differing lines and
  /// ``context`` lines around each, with `…` for the lines left out.
  var report: String {
    let count = Swift.max(expected.count, actual.count)
    let columnWidth = Swift.max(
      width, "expected".count, (expected + actual).map(\.displayWidth).max() ?? 0)
    let numberWidth = String(Swift.max(0, count - 1)).count
    var heading = "Screen does not match"
    if expected.count != actual.count {
      heading += ": expected \(expected.count) lines, the buffer has \(actual.count)"
    }
    let indent = String(repeating: " ", count: numberWidth + 3)
    var rows = [heading, indent + pad("expected", columnWidth + 2) + "   actual"]
    let differing = (0..<count).filter { line($0, of: expected) != line($0, of: actual) }
    let shown: (Int) -> Bool =
      count <= Self.wholeScreenLimit
      ? { _ in true }
      : { index in differing.contains { abs($0 - index) <= Self.context } }
    var skipped = false
    for index in 0..<count {
      guard shown(index) else {
        if !skipped { rows.append(indent + "…") }
        skipped = true
        continue
      }
      skipped = false
      let wanted = index < expected.count ? framed(expected[index], columnWidth) : "(none)"
      let got = index < actual.count ? framed(actual[index], columnWidth) : "(none)"
      let marker = line(index, of: expected) == line(index, of: actual) ? " " : ">"
      let number = String(repeating: " ", count: numberWidth - String(index).count) + "\(index)"
      rows.append("\(marker) \(number) " + pad(wanted, columnWidth + 2) + "   " + got)
    }
    return rows.joined(separator: "\n")
  }

  /// The line at `index`, or nil past the end.
  private func line(_ index: Int, of lines: [String]) -> String? {
    index < lines.count ? lines[index] : nil
  }

  /// The text between bars, padded to `width` columns.
  private func framed(_ text: String, _ width: Int) -> String {
    "|" + pad(text, width) + "|"
  }

  /// The text padded with spaces to `width` display columns.
  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.displayWidth))
  }
}
