import Pictures

/// Images made in the tests themselves, and their encodings.
enum Fixtures {
  static let red = RGBA(red: 255, green: 0, blue: 0)
  static let blue = RGBA(red: 0, green: 0, blue: 255)
  static let white = RGBA(red: 255, green: 255, blue: 255)
  static let black = RGBA(red: 0, green: 0, blue: 0)
  static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// Left half `left`, right half `right`.
  static func halves(
    width: Int = 200, height: Int = 100, left: RGBA = red, right: RGBA = blue
  ) -> PixelImage {
    PixelImage(width: width, height: height) { x, _ in x < width / 2 ? left : right }
  }

  /// Top half `top`, bottom half `bottom`.
  static func stacked(width: Int, height: Int, top: RGBA, bottom: RGBA) -> PixelImage {
    PixelImage(width: width, height: height) { _, y in y < height / 2 ? top : bottom }
  }

  /// A smooth, photo-like image with detail everywhere, for the scaled decoders.
  static func gradient(width: Int, height: Int) -> PixelImage {
    PixelImage(width: width, height: height) { x, y in
      RGBA(
        red: UInt8(x * 255 / max(1, width - 1)), green: UInt8((x + y) % 256),
        blue: UInt8(y * 255 / max(1, height - 1)))
    }
  }

  /// ``gradient(width:height:)`` with grain in every pixel, which compresses about as little
  /// as a photo does: a file cut short loses rows in proportion.
  static func grainy(width: Int, height: Int) -> PixelImage {
    let smooth = gradient(width: width, height: height)
    return PixelImage(width: width, height: height) { x, y in
      var hash =
        UInt32(truncatingIfNeeded: x) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: y) &* 0x85EB_CA77
      hash ^= hash >> 15
      hash &*= 0x2C1B_3C6D
      hash ^= hash >> 12
      let pixel = smooth[x, y]
      func grain(_ value: UInt8, _ shift: UInt32) -> UInt8 {
        UInt8(clamping: Int(value) + Int(hash >> shift & 0x3F) - 32)
      }
      return RGBA(
        red: grain(pixel.red, 0), green: grain(pixel.green, 8), blue: grain(pixel.blue, 16))
    }
  }

  static func png(_ image: PixelImage) throws -> [UInt8] { try ImageEncoder.png(image) }

  static func jpeg(_ image: PixelImage, orientation: ExifOrientation? = nil) throws -> [UInt8] {
    try ImageEncoder.jpeg(image, quality: 90, orientation: orientation)
  }
}
