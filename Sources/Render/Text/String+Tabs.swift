extension String {
  /// The text with each tab replaced by spaces up to the next tab stop, every `tabStop`
  /// columns from the start of its line.
  ///
  /// A buffer draws a tab as `␉`, one column, as it draws any control character: in a name or
  /// a label it is data to show. Text laid out in columns with tabs (a log line, a table)
  /// is expanded with this first, as ``wrapped(toWidth:)`` does for each line it makes.
  /// Columns are counted as ``Swift/StringProtocol/displayWidth`` counts them, and a line
  /// break starts the count again. A tab stop of 1 or less makes each tab one space. Text
  /// without tabs comes back unchanged.
  ///
  /// ```swift
  /// "12:00\tINFO\tstarted".expandingTabs()  // "12:00   INFO    started"
  /// ```
  public func expandingTabs(tabStop: Int = 8) -> String {
    guard utf8.contains(UInt8(ascii: "\t")) else { return self }
    let stop = Swift.max(1, tabStop)
    var expanded = ""
    expanded.reserveCapacity(utf8.count)
    var column = 0
    for grapheme in self {
      if grapheme == "\t" {
        let spaces = stop - column % stop
        expanded += String(repeating: " ", count: spaces)
        column += spaces
      } else if grapheme.isNewline {
        expanded.append(grapheme)
        column = 0
      } else {
        expanded.append(grapheme)
        column += grapheme.displayWidth
      }
    }
    return expanded
  }
}
