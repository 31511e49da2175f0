import Render

extension Cell {
  /// The colours a person sees in this cell: the background of a space, the foreground of a
  /// full block, both otherwise.
  var visibleColors: Set<Color> {
    switch grapheme {
    case " ": [style.background]
    case "█": [style.foreground]
    default: [style.foreground, style.background]
    }
  }
}

extension Buffer {
  /// The colours seen in the columns `columns` of every row.
  func visibleColors(columns: Range<Int>) -> Set<Color> {
    var colors = Set<Color>()
    for y in 0..<height {
      for x in columns { colors.formUnion(self[x, y].visibleColors) }
    }
    return colors
  }
}
