import CTerminal
import Render

extension Buffer {
  /// The rows as the terminal is sent them: each cell as the glyphs curses draws it in, one
  /// string a row, trailing blanks trimmed.
  ///
  /// This is ``Render/Buffer/lines`` with each grapheme mapped as a frame's cells are mapped
  /// for curses (see `Glyph.glyphs(for:columns:scalarWidth:)`): skin-tone modifiers and emoji
  /// presentation selectors dropped (`👍🏽` is `👍`), a symbol curses measures narrower than
  /// the buffer padded with a blank (`❤️` is `❤` and a blank), a grapheme curses cannot measure
  /// as U+FFFD, and a joined emoji longer than a cell holds as written whole after the frame.
  /// So a text made of these lines has the screen's columns, as `listtui --dump` prints it.
  /// Sets a UTF-8 character set for the process, as starting a terminal does, so that code
  /// points are measured as curses measures them.
  ///
  /// ```swift
  /// var buffer = Buffer(width: 4, height: 1)
  /// buffer.write("👍🏽", x: 0, y: 0)
  /// buffer.terminalLines()  // ["👍"]
  /// ```
  public func terminalLines() -> [String] {
    _ = ct_use_utf8_locale()
    let scalarWidth = CursesScreen.scalarWidth
    return (0..<height).map { y in
      var line = String.UnicodeScalarView()
      // Blanks at the end would be trimmed: the work a line costs is what it shows, not its
      // width, so a wide screen's empty lines cost nothing.
      let end = lastShownColumn(ofRow: y).map { $0 + 1 } ?? 0
      for x in 0..<end {
        let cell = self[x, y]
        guard !cell.isContinuation else { continue }
        // Printable ASCII is one column to curses and the buffer alike: itself.
        if let ascii = cell.grapheme.asciiValue, (0x20..<0x7F).contains(ascii) {
          line.append(Unicode.Scalar(ascii))
          continue
        }
        var glyphs = Glyph.glyphs(
          for: cell.grapheme, columns: cell.width, scalarWidth: scalarWidth)
        if x + cell.width <= width, !glyphs.isEmpty,
          let whole = Glyph.wholeCluster(
            for: cell.grapheme, columns: cell.width, scalarWidth: scalarWidth)
        {
          glyphs[0].scalars = whole
        }
        var column = x
        for glyph in glyphs where column < width {
          let fitting = column + glyph.width <= width ? glyph : .blank
          line.append(contentsOf: fitting.scalars.compactMap(Unicode.Scalar.init))
          column += fitting.width
        }
      }
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The last column of row `y` whose cell is not a blank (the half of a wide grapheme
  /// counts), or nil for a row of blanks.
  private func lastShownColumn(ofRow y: Int) -> Int? {
    var x = width - 1
    while x >= 0 {
      let cell = self[x, y]
      if cell.isContinuation || cell.grapheme != " " { return x }
      x -= 1
    }
    return nil
  }
}
