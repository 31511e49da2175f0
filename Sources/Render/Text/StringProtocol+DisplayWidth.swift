extension StringProtocol {
  /// The number of terminal columns the text occupies: as many as
  /// ``Buffer/write(_:x:y:style:maxWidth:)`` advances when it writes the text on a line wide
  /// enough.
  ///
  /// It is the sum of the widths of the graphemes of the text sanitized (see
  /// ``Swift/String/sanitizedForTerminal``), so a control character counts the column its
  /// visible glyph takes (`"db\tmain"` is 7, drawn `db␉main`). A tab is one column here, as a
  /// buffer draws it; text meant to line up at tab stops is expanded first with
  /// ``Swift/String/expandingTabs(tabStop:)``, as ``Swift/String/wrapped(toWidth:)`` does.
  ///
  /// ```swift
  /// "日本語 ok".displayWidth        // 9
  /// "\u{1B}[31mred".displayWidth   // 8, drawn ␛[31mred
  /// ```
  public var displayWidth: Int {
    // Each ASCII byte is one column, a control's glyph included.
    if utf8.allSatisfy({ $0 < 0x80 }) {
      return utf8.count
    }
    var total = 0
    if unicodeScalars.contains(where: \.isUnsafeForTerminal) {
      for grapheme in String(self).sanitizedForTerminal {
        total += grapheme.displayWidth
      }
      return total
    }
    for grapheme in self {
      total += grapheme.displayWidth
    }
    return total
  }
}
