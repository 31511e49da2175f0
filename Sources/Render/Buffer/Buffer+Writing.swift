extension Buffer {
  /// Writes one line of text starting at column `x` of row `y`, and returns the number of
  /// columns it advanced.
  ///
  /// The text is sanitized first (see ``Swift/String/sanitizedForTerminal``), so a control
  /// character shows as a visible glyph and never reaches a cell. Zero-width graphemes are
  /// dropped, and a cluster wider than two columns (`न्दी`) takes a cell for each spacing code
  /// point in it. Writing stops at the buffer's right edge and at `x + maxWidth`; a wide grapheme
  /// that would cross that limit is not drawn, and the column it would have started in is
  /// blanked. Columns left of the buffer are clipped; a wide grapheme cut by the left edge
  /// leaves a blank in column 0. A row outside the buffer draws nothing.
  ///
  /// The result counts the columns laid out from `x`, clipped ones included, up to the limit,
  /// so `x + result` is where the next piece of the line goes; with no limit in the way, it is
  /// the text's ``Swift/StringProtocol/displayWidth``, a control's glyph counted (a tab is `␉`
  /// here; see ``Swift/String/expandingTabs(tabStop:)`` for text laid out with tabs):
  ///
  /// ```swift
  /// var column = 0
  /// column += buffer.write("Title", x: column, y: 0, style: .bold)
  /// column += buffer.write(" · 3 new", x: column, y: 0, style: .dim)
  /// ```
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    var limit = width
    if let maxWidth {
      limit = Swift.min(limit, x.saturatingAdd(Swift.max(0, maxWidth)))
    }
    let drawsRow = y >= 0 && y < height
    var column = x
    var advance = 0
    // Lays out one grapheme of at most two columns; false once the limit is reached.
    func put(_ grapheme: Character, columns: Int) -> Bool {
      if columns == 0 { return true }
      if column >= limit { return false }
      let next = column + columns
      if next > limit {
        if drawsRow && column >= 0 {
          for blank in column..<limit {
            place(" ", columns: 1, style: style, x: blank, y: y)
          }
        }
        return false
      }
      if drawsRow && next > 0 {
        if column >= 0 {
          place(grapheme, columns: columns, style: style, x: column, y: y)
        } else {
          place(" ", columns: 1, style: style, x: 0, y: y)
        }
      }
      column = next
      advance += columns
      return true
    }
    graphemes: for grapheme in text.sanitizedForTerminal {
      let columns = grapheme.displayWidth
      if columns <= 2 {
        if !put(grapheme, columns: columns) { break }
        continue
      }
      for piece in grapheme.cellGraphemes where !put(piece, columns: piece.displayWidth) {
        break graphemes
      }
    }
    return advance
  }

  /// Draws text on the first row of `rect`, truncated with "…" to the rectangle's width and
  /// clipped to the buffer.
  ///
  /// ```swift
  /// buffer.draw("hello world", in: Rect(x: 0, y: 0, width: 8, height: 1))
  /// // "hello w…"
  /// ```
  public mutating func draw(_ text: String, in rect: Rect, style: Style = .plain) {
    guard !rect.isEmpty else { return }
    write(
      text.truncated(toWidth: rect.width), x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
  }
}
