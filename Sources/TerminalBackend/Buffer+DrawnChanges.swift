import Render

extension Buffer {
  /// The cells to write to curses to turn the screen showing `previous` into this frame: every
  /// cell when there is no previous frame of the same size; else, in each row that changed,
  /// the cells that changed and those whose drawn style changed.
  ///
  /// So the window always holds each row exactly as ``drawnStyles(ofRow:)`` gives it, which
  /// keeps equal rows equal for curses: when the list scrolls, curses finds the moved rows
  /// and scrolls them on the terminal instead of writing them again.
  func drawnChanges(from previous: Buffer?) -> [DrawnCell] {
    guard let previous, previous.size == size else {
      return (0..<height).flatMap { y in
        let styles = drawnStyles(ofRow: y)
        return (0..<width).map { x in DrawnCell(x: x, y: y, cell: self[x, y], style: styles[x]) }
      }
    }
    var drawn: [DrawnCell] = []
    var row = -1
    for change in changes(from: previous) where change.y != row {
      row = change.y
      let new = drawnStyles(ofRow: row)
      let old = previous.drawnStyles(ofRow: row)
      for x in 0..<width {
        let cell = self[x, row]
        if cell != previous[x, row] || new[x] != old[x] {
          drawn.append(DrawnCell(x: x, y: row, cell: cell, style: new[x]))
        }
      }
    }
    return drawn
  }
}
