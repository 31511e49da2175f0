import Render

/// A picture as terminal cells: a `Buffer` of block symbols and palette colours.
///
/// Being ordinary cells, a picture scrolls, clips, diffs and shows up in text dumps like any
/// other text. Copy it into a row's buffer with `Buffer.blit(_:from:to:)`, or read ``cells``.
///
/// ```swift
/// let picture = try Picture(decoding: bytes, fitting: Size(width: 40, height: 12))
/// buffer.blit(picture.cells, from: picture.cells.area, to: Point(x: 2, y: 1))
/// ```
public struct Picture: Hashable, Sendable {
  /// The cells, exactly ``size`` large.
  public let cells: Buffer
  /// The width and height of the full source image, upright, in pixels.
  public let pixelSize: PixelSize
  /// Whether the image was damaged (see ``DecodedImage/isDamaged``): the cells show what could
  /// be decoded, and a screen should say that it is not all there.
  public let isDamaged: Bool

  /// Wraps cells drawn for an image of `pixelSize`.
  public init(cells: Buffer, pixelSize: PixelSize, isDamaged: Bool = false) {
    self.cells = cells
    self.pixelSize = pixelSize
    self.isDamaged = isDamaged
  }

  /// The same cells, marked damaged or not.
  func marked(damaged: Bool) -> Picture {
    damaged == isDamaged ? self : Picture(cells: cells, pixelSize: pixelSize, isDamaged: damaged)
  }

  /// The number of columns and rows: within the box it was made for, with the image's
  /// aspect ratio.
  public var size: Size { cells.size }
}
