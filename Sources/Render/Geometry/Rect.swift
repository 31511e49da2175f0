/// A rectangle of cells: the columns `x..<maxX` of the rows `y..<maxY`.
///
/// Arithmetic saturates instead of trapping, so any coordinates are safe to pass around.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 80, height: 24)
/// let body = screen.inset(top: 1, bottom: 1)  // rows 1..<23
/// ```
public struct Rect: Hashable, Sendable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; zero or less means empty.
  public var width: Int
  /// The number of rows; zero or less means empty.
  public var height: Int

  /// Creates a rectangle; a negative width or height becomes zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
  }

  /// Creates a rectangle from its top-left corner and its size.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The top-left corner.
  public var origin: Point { Point(x: x, y: y) }

  /// The number of columns and rows.
  public var size: Size { Size(width: width, height: height) }

  /// The leftmost column.
  public var minX: Int { x }

  /// The column just past the right edge.
  public var maxX: Int { x.saturatingAdd(Swift.max(0, width)) }

  /// The top row.
  public var minY: Int { y }

  /// The row just past the bottom edge.
  public var maxY: Int { y.saturatingAdd(Swift.max(0, height)) }

  /// Whether the rectangle holds no cells.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether the cell at `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles share; empty, with zero size, when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else {
      return Rect(x: left, y: top, width: 0, height: 0)
    }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Returns the rectangle shrunk by the given number of cells on each side, never below zero
  /// size; negative amounts grow it.
  public func inset(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) -> Rect {
    Rect(
      x: x.saturatingAdd(left),
      y: y.saturatingAdd(top),
      width: width.saturatingSubtract(left).saturatingSubtract(right),
      height: height.saturatingSubtract(top).saturatingSubtract(bottom)
    )
  }

  /// Returns the rectangle shrunk by `amount` cells on all four sides.
  public func inset(by amount: Int) -> Rect {
    inset(left: amount, right: amount, top: amount, bottom: amount)
  }

  /// Returns the rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
    Rect(x: x.saturatingAdd(dx), y: y.saturatingAdd(dy), width: width, height: height)
  }
}
