/// A cell position: column `x` and row `y`, counted from the top-left corner.
public struct Point: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// Creates a point from a column and a row.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}
