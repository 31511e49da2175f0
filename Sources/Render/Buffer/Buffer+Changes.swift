extension Buffer {
  /// The cells of this buffer that differ from `previous`, in row-major order.
  ///
  /// When the sizes differ, every cell that is not a continuation is returned, so the backend
  /// redraws the whole screen. Because a continuation cell always carries its wide grapheme's
  /// style, a change to a wide grapheme always includes its left cell.
  ///
  /// ```swift
  /// for change in next.changes(from: previous) where !change.cell.isContinuation {
  ///   terminal.draw(change.cell, x: change.x, y: change.y)
  /// }
  /// ```
  public func changes(from previous: Buffer) -> [CellChange] {
    var changes: [CellChange] = []
    guard previous.width == width, previous.height == height else {
      for (index, cell) in cells.enumerated() where !cell.isContinuation {
        changes.append(CellChange(x: index % width, y: index / width, cell: cell))
      }
      return changes
    }
    for index in cells.indices where cells[index] != previous.cells[index] {
      changes.append(CellChange(x: index % width, y: index / width, cell: cells[index]))
    }
    return changes
  }
}
