extension Glyph {
  /// The code points of the glyph that starts `grapheme` when it has more than curses keeps in
  /// one cell (``maxScalars``), as ``glyphs(for:columns:scalarWidth:)`` would keep them
  /// without that limit; nil when the cell holds them all.
  ///
  /// A zero-width-joined emoji of more than five code points (👨‍👩‍👧‍👦, seven) reaches the
  /// terminal cut in a curses cell, which draws another emoji (👨‍👩‍👧): these are the code
  /// points to write in its place. The same code points are left out as in a cell: emoji
  /// presentation selectors and skin-tone modifiers.
  static func wholeCluster(
    for grapheme: Character, columns: Int, scalarWidth: (UInt32) -> Int
  ) -> [UInt32]? {
    let scalars = grapheme.unicodeScalars
    guard scalars.count > maxScalars, let base = scalars.first?.value else { return nil }
    let baseWidth = scalarWidth(base)
    guard baseWidth >= 1, baseWidth <= min(2, max(1, columns)) else { return nil }
    let rest = Array(scalars.dropFirst())
    let (riders, _) = riding(
      rest[...], joinsEmoji: baseWidth == 2, limit: .max, width: scalarWidth)
    guard riders.count + 1 > maxScalars else { return nil }
    return [base] + riders
  }
}
