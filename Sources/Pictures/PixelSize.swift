/// A width and height in pixels, as opposed to the cells of a `Size`.
public struct PixelSize: Hashable, Sendable {
  /// The number of pixel columns.
  public var width: Int
  /// The number of pixel rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size with width and height swapped, as a quarter turn leaves it.
  var transposed: PixelSize { PixelSize(width: height, height: width) }

  /// Whether this size is at least `other` in both directions.
  func covers(_ other: PixelSize) -> Bool {
    width >= other.width && height >= other.height
  }
}
