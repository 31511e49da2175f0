/// An image as 8-bit RGBA pixels with unassociated alpha, row by row from the top left.
///
/// Decoders produce one, renderers turn one into cells, and encoders write one out.
///
/// ```swift
/// let flag = PixelImage(width: 2, height: 1) { x, _ in
///   x == 0 ? RGBA(red: 255, green: 0, blue: 0) : RGBA(red: 0, green: 0, blue: 255)
/// }
/// flag[1, 0]  // RGBA(red: 0, green: 0, blue: 255, alpha: 255)
/// ```
public struct PixelImage: Equatable, Sendable {
  /// The number of pixel columns.
  public let width: Int
  /// The number of pixel rows.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue and alpha of each pixel.
  public let pixels: [UInt8]

  /// Wraps RGBA bytes; nil unless the sides are positive and there are exactly
  /// `width * height * 4` bytes.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Draws an image pixel by pixel; a side below 1 becomes 1.
  public init(width: Int, height: Int, drawing color: (_ x: Int, _ y: Int) -> RGBA) {
    let width = max(1, width)
    let height = max(1, height)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var index = 0
    for y in 0..<height {
      for x in 0..<width {
        let pixel = color(x, y)
        bytes[index] = pixel.red
        bytes[index + 1] = pixel.green
        bytes[index + 2] = pixel.blue
        bytes[index + 3] = pixel.alpha
        index += 4
      }
    }
    self.init(unchecked: width, height: height, pixels: bytes)
  }

  /// Wraps bytes the caller has checked.
  init(unchecked width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The size in pixels.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The pixel at column `x`, row `y`; transparent black outside the image.
  public subscript(x: Int, y: Int) -> RGBA {
    guard x >= 0, x < width, y >= 0, y < height else {
      return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
    let index = (y * width + x) * 4
    return RGBA(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }
}
