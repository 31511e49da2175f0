/// How the stored pixels of a photo must be turned to show it upright: the Exif Orientation
/// tag (0x0112), values 1 to 8.
///
/// Cameras store pixels as the sensor saw them and record the turn in this tag; a decoder that
/// ignores it shows portrait photos on their side.
///
/// ```swift
/// let upright = stored.oriented(.rotated90)  // a quarter turn clockwise
/// ```
public enum ExifOrientation: UInt16, Hashable, Sendable, CaseIterable {
  /// 1: already upright.
  case up = 1
  /// 2: mirrored left to right.
  case mirrored = 2
  /// 3: upside down; turn half a turn.
  case rotated180 = 3
  /// 4: mirrored top to bottom.
  case mirroredVertically = 4
  /// 5: mirrored across the top-left to bottom-right diagonal.
  case transposed = 5
  /// 6: turn a quarter turn clockwise.
  case rotated90 = 6
  /// 7: mirrored across the top-right to bottom-left diagonal.
  case transversed = 7
  /// 8: turn a quarter turn counter-clockwise.
  case rotated270 = 8

  /// Whether showing the image upright swaps its width and height.
  public var swapsAxes: Bool { rawValue >= 5 }

  /// A stored size as it is upright, or an upright size as it is stored: transposed when the
  /// orientation swaps the axes.
  func turned(_ size: PixelSize) -> PixelSize { swapsAxes ? size.transposed : size }

  /// The orientation that undoes this one: storing `image.oriented(o.inverse)` with tag `o`
  /// shows `image` upright.
  public var inverse: ExifOrientation {
    switch self {
    case .rotated90: .rotated270
    case .rotated270: .rotated90
    default: self
    }
  }

  /// The stored pixel to read for the upright pixel at column `x`, row `y`, where `width` and
  /// `height` are the stored image's.
  func source(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
    switch self {
    case .up: (x, y)
    case .mirrored: (width - 1 - x, y)
    case .rotated180: (width - 1 - x, height - 1 - y)
    case .mirroredVertically: (x, height - 1 - y)
    case .transposed: (y, x)
    case .rotated90: (y, height - 1 - x)
    case .transversed: (width - 1 - y, height - 1 - x)
    case .rotated270: (width - 1 - y, x)
    }
  }
}
