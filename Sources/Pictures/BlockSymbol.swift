import Render

/// The block symbols chafa draws pictures with, as 8×8 masks of the part each one inks, and
/// the cell a symbol with see-through parts becomes.
///
/// Chafa gives a cell a symbol, a foreground for its ink and a background for the rest, and
/// either may be transparent. A terminal has no transparent colour: only the default
/// background shows what is behind a cell, and the default foreground is the terminal's text
/// colour, which drew see-through parts as grey or white specks. So a cell's see-through part
/// is always its default background: a cell wholly see-through is a blank, and one whose ink
/// is see-through but its background not is drawn the other way round, as the symbol that inks
/// the opaque part, in the opaque colour (the complement: `▄` for `▀`, `▟` for `▘`, `▓` for
/// `░`). The eighths have no complement among the symbols (there is no upper seven eighths),
/// so they take the symbol nearest their complement, pixel for pixel.
///
/// ```swift
/// BlockSymbol.cell("▀", ink: nil, ground: .indexed(196))  // "▄", red on the default ground
/// ```
enum BlockSymbol {
  /// The ink of each symbol, a bit a pixel, row by row from the top left (bit 0).
  static let masks: [(symbol: Character, mask: UInt64)] = {
    let upperLeft = quadrant(rows: 0..<4, columns: 0..<4)
    let upperRight = quadrant(rows: 0..<4, columns: 4..<8)
    let lowerLeft = quadrant(rows: 4..<8, columns: 0..<4)
    let lowerRight = quadrant(rows: 4..<8, columns: 4..<8)
    var masks: [(Character, UInt64)] = [
      (" ", 0), ("█", ~0), ("▀", upperLeft | upperRight), ("▄", lowerLeft | lowerRight),
      ("▌", upperLeft | lowerLeft), ("▐", upperRight | lowerRight),
      ("▘", upperLeft), ("▝", upperRight), ("▖", lowerLeft), ("▗", lowerRight),
      ("▚", upperLeft | lowerRight), ("▞", upperRight | lowerLeft),
      ("▛", ~lowerRight), ("▜", ~lowerLeft), ("▙", ~upperRight), ("▟", ~upperLeft),
      ("▔", quadrant(rows: 0..<1, columns: 0..<8)), ("▕", quadrant(rows: 0..<8, columns: 7..<8)),
    ]
    // Lower eighths ▁ to ▇ and left eighths ▏ to ▉ (the halves are above).
    let eighths: [(Int, Character, Character)] = [
      (1, "▁", "▏"), (2, "▂", "▎"), (3, "▃", "▍"), (5, "▅", "▋"), (6, "▆", "▊"), (7, "▇", "▉"),
    ]
    for (count, lower, left) in eighths {
      masks.append((lower, quadrant(rows: (8 - count)..<8, columns: 0..<8)))
      masks.append((left, quadrant(rows: 0..<8, columns: 0..<count)))
    }
    return masks
  }()

  /// The shade that inks what each shade leaves.
  ///
  /// `▓` for `░`, `▒` for itself. Chafa's shades are patterns of dots, not masks of parts, so
  /// they are kept apart from ``masks``, where they would stand in for the complement of other
  /// symbols.
  static let shadeComplements: [Character: Character] = ["░": "▓", "▒": "▒", "▓": "░"]

  /// The pixels of `rows` and `columns` of a cell, as a mask.
  private static func quadrant(rows: Range<Int>, columns: Range<Int>) -> UInt64 {
    var mask: UInt64 = 0
    for row in rows {
      for column in columns { mask |= 1 << UInt64(row * 8 + column) }
    }
    return mask
  }

  /// The mask of `symbol`; nil for a symbol not in the table.
  static func mask(of symbol: Character) -> UInt64? {
    masks.first { $0.symbol == symbol }?.mask
  }

  /// The symbol whose ink is nearest `mask`: the fewest pixels differ, the first in the table
  /// on a tie.
  static func nearest(to mask: UInt64) -> Character {
    var best = masks[0]
    for candidate in masks.dropFirst()
    where (candidate.mask ^ mask).nonzeroBitCount < (best.mask ^ mask).nonzeroBitCount {
      best = candidate
    }
    return best.symbol
  }

  /// The cell for `symbol` inked in `ink` on `ground`, where nil is transparent: see-through
  /// parts are always the default background, never ink in the default foreground.
  ///
  /// A blank's foreground, which nothing shows, is left default.
  static func cell(_ symbol: Character, ink: Color?, ground: Color?) -> Cell {
    switch (ink, ground) {
    case (let ink?, let ground):
      if symbol == " " { return Cell(grapheme: " ", style: Style(background: ground ?? .default)) }
      return Cell(grapheme: symbol, style: Style(foreground: ink, background: ground ?? .default))
    case (nil, let ground?):
      if let shade = shadeComplements[symbol] {
        return Cell(grapheme: shade, style: Style(foreground: ground))
      }
      guard let mask = mask(of: symbol) else {
        return Cell(grapheme: " ", style: Style(background: ground))
      }
      let opaque = nearest(to: ~mask)
      return opaque == " " ? .blank : Cell(grapheme: opaque, style: Style(foreground: ground))
    case (nil, nil):
      return .blank
    }
  }
}
