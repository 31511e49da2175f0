import ListKit

extension Color {
  /// Red, green and blue of a palette colour as xterm draws it; nil for the default colours.
  var rgb: (red: Int, green: Int, blue: Int)? {
    let base = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
      (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let levels = [0, 95, 135, 175, 215, 255]
    switch self {
    case .default: return nil
    case .black: return base[0]
    case .red: return base[1]
    case .green: return base[2]
    case .yellow: return base[3]
    case .blue: return base[4]
    case .magenta: return base[5]
    case .cyan: return base[6]
    case .white: return base[7]
    case .brightBlack: return base[8]
    case .indexed(let index):
      let index = Int(index)
      if index < 16 { return base[index] }
      if index < 232 {
        let cube = index - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
      }
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  /// Whether the colour is a strong red.
  var isRed: Bool { rgb.map { $0.red > 150 && $0.green < 100 && $0.blue < 100 } ?? false }
  /// Whether the colour is a strong blue.
  var isBlue: Bool { rgb.map { $0.blue > 150 && $0.red < 100 && $0.green < 100 } ?? false }
}

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
  /// The smallest rectangle holding every cell drawn in a palette colour other than those of
  /// `ignoring` (the selection's) and the theme's greys (that of less important text on the
  /// selection too), within `rows`; nil if there is none.
  func colouredArea(rows: Range<Int>, ignoring: Style = Theme.color.selection) -> Rect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for y in rows {
      for x in 0..<width
      where self[x, y].visibleColors.contains(where: { color in
        if case .indexed = color {
          // The theme's greys of dates and frames, off and on the selection, are text.
          return color != ignoring.background && color != ignoring.foreground
            && color != Theme.color.secondary.foreground && color != Theme.color.frame.foreground
            && color != Theme.color.selectedSecondary
        }
        return false
      }) {
        minX = Swift.min(minX, x)
        maxX = Swift.max(maxX, x)
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The colours seen in the cells of a rectangle.
  func visibleColors(in rect: Rect) -> Set<Color> {
    var colors = Set<Color>()
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX { colors.formUnion(self[x, y].visibleColors) }
    }
    return colors
  }

  /// Every cell of the rows, with its style.
  func cells(rows: Range<Int>) -> [Cell] {
    rows.flatMap { y in (0..<width).map { self[$0, y] } }
  }
}
