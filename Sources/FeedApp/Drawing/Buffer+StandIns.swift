import ListKit

extension Buffer {
  /// Draws each glyph of `standIns` as its stand-in, which takes the same columns.
  ///
  /// A wide glyph's stand-in fills its cell and the one after it. Pictures are left as they
  /// are.
  ///
  /// ```swift
  /// buffer.replaceGlyphs(GlyphSet.consoleStandIns)  // "⚠ 3" is drawn "! 3"
  /// ```
  mutating func replaceGlyphs(_ standIns: [Character: String]) {
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x, y]
        guard !cell.isPicture, !cell.isContinuation, let standIn = standIns[cell.grapheme]
        else { continue }
        for (offset, character) in standIn.enumerated() where x + offset < width {
          set(Cell(grapheme: character, style: cell.style), x: x + offset, y: y)
        }
      }
    }
  }
}
