/// A rectangle of pixels: its top left corner and its size, as pixels are counted from the top
/// left of an image.
public struct PixelRect: Hashable, Sendable {
  /// The first column.
  public var x: Int
  /// The first row.
  public var y: Int
  /// The width and height.
  public var size: PixelSize

  /// Creates a rectangle.
  public init(x: Int, y: Int, size: PixelSize) {
    self.x = x
    self.y = y
    self.size = size
  }

  /// One past the last column.
  public var maxX: Int { x + size.width }
  /// One past the last row.
  public var maxY: Int { y + size.height }
}
