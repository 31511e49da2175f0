/// A size in cells: `width` columns by `height` rows.
public struct Size: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size from a number of columns and rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No columns and no rows.
  public static let zero = Size(width: 0, height: 0)
}
