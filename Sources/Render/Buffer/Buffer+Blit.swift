extension Buffer {
  /// Copies the cells of `sourceRect` in `source` so that its top-left corner lands at `origin`,
  /// clipped to both buffers.
  ///
  /// A wide grapheme whose other half falls outside the copied region (cut by either buffer's
  /// edge or by `sourceRect`) becomes a blank in its style, so no half grapheme is ever copied.
  ///
  /// ```swift
  /// // Scroll a tall off-screen buffer: show its rows 10..<34 on screen.
  /// screen.blit(content, from: Rect(x: 0, y: 10, width: 80, height: 24), to: .zero)
  /// ```
  public mutating func blit(_ source: Buffer, from sourceRect: Rect, to origin: Point) {
    // Clip in source coordinates, then in destination coordinates, then map back.
    let fromSource = sourceRect.intersection(source.area)
    guard !fromSource.isEmpty else { return }
    let dx = origin.x.saturatingSubtract(sourceRect.x)
    let dy = origin.y.saturatingSubtract(sourceRect.y)
    let target = fromSource.offsetBy(dx: dx, dy: dy).intersection(area)
    guard !target.isEmpty else { return }
    let copied = Rect(
      x: target.x - dx, y: target.y - dy, width: target.width, height: target.height)
    for row in 0..<copied.height {
      let sourceY = copied.y + row
      let targetY = target.y + row
      var column = 0
      while column < copied.width {
        let cell = source[copied.x + column, sourceY]
        let targetX = target.x + column
        // A continuation cell has width 0: its wide grapheme started left of the region.
        let columns = cell.width
        if columns == 0 || column + columns > copied.width {
          place(" ", columns: 1, style: cell.style, x: targetX, y: targetY)
          column += 1
        } else {
          place(cell.grapheme, columns: columns, style: cell.style, x: targetX, y: targetY)
          column += columns
        }
      }
    }
  }
}
