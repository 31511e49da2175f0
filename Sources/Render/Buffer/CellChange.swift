/// A cell that differs between two frames, with its position, for the backend to draw.
public struct CellChange: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int
  /// The new content of the cell.
  public var cell: Cell

  /// Creates a change of the cell at column `x`, row `y`.
  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}
