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
      let sourceRow = (copied.y + row) * source.width
      let targetY = target.y + row
      let targetRow = targetY * width
      // Cells beside the region that are halves of graphemes about to be overwritten.
      if target.x > 0, cells[targetRow + target.x].isContinuation {
        cells[targetRow + target.x - 1] = cells[targetRow + target.x - 1].blanked
      }
      let after = target.x + target.width
      if after < width, cells[targetRow + after].isContinuation {
        cells[targetRow + after] = cells[targetRow + after].blanked
      }
      // Both buffers keep wide graphemes whole, so cells copy as they are, except halves
      // whose other half lies outside the copied region.
      for column in 0..<copied.width {
        let sourceX = copied.x + column
        let cell = source.cells[sourceRow + sourceX]
        let isCutLeft = cell.isContinuation && column == 0
        let isCutRight =
          !cell.isContinuation && column == copied.width - 1 && sourceX + 1 < source.width
          && source.cells[sourceRow + sourceX + 1].isContinuation
        cells[targetRow + target.x + column] = isCutLeft || isCutRight ? cell.blanked : cell
      }
    }
  }
}
