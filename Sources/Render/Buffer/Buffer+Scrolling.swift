extension Buffer {
  /// Moves whole rows of a band up by `distance`, or down when it is negative.
  ///
  /// The band scrolls as a terminal's scrolling region does: rows moved out of it are gone,
  /// and the rows it opens are blank. Rows outside the band, and outside the buffer, are left
  /// alone.
  ///
  /// ```swift
  /// var buffer = Buffer(width: 3, height: 3)
  /// buffer.write("a", x: 0, y: 0)
  /// buffer.write("b", x: 0, y: 1)
  /// buffer.scroll(rows: 0..<2, by: 1)
  /// buffer.lines  // ["b", "", ""]
  /// ```
  public mutating func scroll(rows band: Range<Int>, by distance: Int) {
    let band = band.clamped(to: 0..<height)
    guard !band.isEmpty, distance != 0 else { return }
    let rows = distance > 0 ? Array(band) : band.reversed()
    for y in rows {
      let source = y + distance
      let target = y * width
      if band.contains(source) {
        let from = source * width
        for x in 0..<width { cells[target + x] = cells[from + x] }
      } else {
        for x in 0..<width { cells[target + x] = .blank }
      }
    }
  }
}
