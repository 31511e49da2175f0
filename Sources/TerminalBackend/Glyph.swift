/// What curses puts in one cell: a spacing code point and the code points that ride on it.
///
/// A grapheme is drawn as glyphs that curses and the terminal agree on the width of, so that
/// the screen never drifts out of line with the buffer. Curses measures a cell by its first
/// code point alone (the C library's `wcwidth`), while terminals disagree about emoji
/// sequences; see ``glyphs(for:columns:scalarWidth:)`` for what is kept.
struct Glyph: Hashable, Sendable {
  /// The code points, the spacing one first; at most ``maxScalars``.
  var scalars: [UInt32]
  /// The columns curses gives the glyph: 1 or 2.
  var width: Int

  /// The most code points curses keeps in one cell (`CCHARW_MAX`).
  static let maxScalars = 5

  /// A blank, one column wide.
  static let blank = Glyph(scalars: [0x20], width: 1)

  /// The glyphs that draw `grapheme` in exactly `columns` columns (1 or 2), given the width
  /// curses gives each code point.
  ///
  /// - Combining marks stay on their base: `e` + U+0301 is one glyph.
  /// - A spacing mark (U+093F in `नि`) or a letter after a virama is a glyph of its own, with
  ///   its own combining marks, as terminals draw it in a column of its own; those past
  ///   `columns` are left out.
  /// - A zero-width-joined emoji keeps its parts after the joiners, up to five code points,
  ///   as terminals that join them draw them in two columns (👨‍👩‍👧).
  /// - A flag, a pair of regional indicators, becomes two one-column glyphs, so it fits
  ///   whether the terminal joins them into one flag or not.
  /// - Emoji presentation selectors (U+FE0F) and skin-tone modifiers are dropped: terminals
  ///   disagree on whether they widen or lengthen what they follow.
  /// - A grapheme that is narrower to curses than to the buffer (❤️ is 1 column to `wcwidth`)
  ///   is padded with a blank; one curses cannot measure, or that is too wide to fit, becomes
  ///   U+FFFD (or `?`) padded with blanks.
  static func glyphs(
    for grapheme: Character, columns: Int, scalarWidth: (UInt32) -> Int
  ) -> [Glyph] {
    let columns = min(2, max(1, columns))
    let scalars = grapheme.unicodeScalars.map(\.value)
    guard let base = scalars.first else { return padded([], to: columns) }
    let baseWidth = scalarWidth(base)
    if columns == 2, baseWidth == 1, scalars.count == 2, scalars.allSatisfy(isRegionalIndicator) {
      return [Glyph(scalars: [scalars[0]], width: 1), Glyph(scalars: [scalars[1]], width: 1)]
    }
    guard baseWidth >= 1, baseWidth <= columns else {
      return padded([replacement(scalarWidth: scalarWidth)], to: columns)
    }
    let joins = baseWidth == 2
    let rest = Array(grapheme.unicodeScalars.dropFirst())
    var (riders, next) = riding(rest[...], joinsEmoji: joins, width: scalarWidth)
    var glyphs = [Glyph(scalars: [base] + riders, width: baseWidth)]
    var used = baseWidth
    // A spacing mark, or a letter after a virama, takes a cell of its own while there is room.
    while !joins, let spacing = rest[next...].first, scalarWidth(spacing.value) == 1,
      used < columns
    {
      (riders, next) = riding(rest[(next + 1)...], joinsEmoji: false, width: scalarWidth)
      glyphs.append(Glyph(scalars: [spacing.value] + riders, width: 1))
      used += 1
    }
    return padded(glyphs, to: columns)
  }

  /// The code points after a base that go into its cell, and the index of the first one left.
  ///
  /// These are zero-width marks and, when `joinsEmoji`, the emoji that follow a zero-width
  /// joiner. Stops at the first code point that would need a cell of its own, or after `limit`
  /// riders (what a curses cell holds besides its base), and never ends on a joiner.
  static func riding(
    _ scalars: ArraySlice<Unicode.Scalar>, joinsEmoji: Bool, limit: Int = maxScalars - 1,
    width: (UInt32) -> Int
  ) -> (riders: [UInt32], next: Int) {
    var riders: [UInt32] = []
    var afterJoiner = false
    var next = scalars.endIndex
    for index in scalars.indices {
      let scalar = scalars[index]
      let value = scalar.value
      if value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(value) { continue }
      if riders.count == limit || (value == 0x200D && !joinsEmoji) {
        next = index
        break
      }
      if value == 0x200D {
        riders.append(value)
        afterJoiner = true
      } else if afterJoiner && scalar.properties.isEmoji {
        riders.append(value)
        afterJoiner = false
      } else if width(value) == 0 && !afterJoiner {
        riders.append(value)
      } else {
        next = index
        break
      }
    }
    while riders.last == 0x200D { riders.removeLast() }
    return (riders, next)
  }

  /// The glyphs followed by blanks up to `columns` columns.
  private static func padded(_ glyphs: [Glyph], to columns: Int) -> [Glyph] {
    let used = glyphs.reduce(0) { $0 + $1.width }
    return glyphs + Array(repeating: .blank, count: max(0, columns - used))
  }

  /// U+FFFD when curses draws it in one column, else `?`.
  private static func replacement(scalarWidth: (UInt32) -> Int) -> Glyph {
    Glyph(scalars: [scalarWidth(0xFFFD) == 1 ? 0xFFFD : 0x3F], width: 1)
  }

  /// Whether a code point is a regional indicator, half of a flag.
  private static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }
}
