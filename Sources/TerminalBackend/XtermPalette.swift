/// The colours of xterm's default 256-colour palette, for showing a palette index on a
/// terminal with fewer colours as the nearest one it has.
///
/// ```swift
/// XtermPalette.nearest(to: 196, among: 8)   // 1: red
/// XtermPalette.nearest(to: 244, among: 16)  // 8: grey
/// ```
enum XtermPalette {
  /// Red, green and blue of colours 0 to 15, as xterm draws them by default.
  private static let base: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The levels of each channel in the 6×6×6 colour cube, colours 16 to 231.
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// Red, green and blue of palette colour `index`.
  static func rgb(_ index: UInt8) -> (red: Int, green: Int, blue: Int) {
    let index = Int(index)
    switch index {
    case 0..<16:
      return base[index]
    case 16..<232:
      let cube = index - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  /// The colours a grey may become: black, the greys and white.
  private static let neutrals: Set<Int> = [0, 7, 8, 15]

  /// The colour among 0 to `count - 1` (8 or 16) that looks nearest to palette colour
  /// `index`.
  ///
  /// Nearest by a weighted RGB distance (green counts most, blue least). A grey becomes a
  /// grey, black or white, never a hue that happens to be closer.
  static func nearest(to index: UInt8, among count: Int) -> Int32 {
    let target = rgb(index)
    let channels = [target.red, target.green, target.blue]
    let isGrey = (channels.max() ?? 0) - (channels.min() ?? 0) < 24
    var best = 0
    var bestDistance = Int.max
    for candidate in 0..<max(1, min(count, 16)) where !isGrey || neutrals.contains(candidate) {
      let color = base[candidate]
      let red = color.0 - target.red
      let green = color.1 - target.green
      let blue = color.2 - target.blue
      let distance = 3 * red * red + 4 * green * green + 2 * blue * blue
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return Int32(best)
  }
}
