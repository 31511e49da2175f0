import Pictures
import Render
import Testing

@Suite("Pictures with a side over 16384 pixels, within the pixel caps")
struct LongSideTests {
  /// An image whose first half (of its rows, or its columns when `across`) is red and second
  /// half blue, made from bytes: millions of pixels one by one are slow in a debug build.
  static func halves(width: Int, height: Int, across: Bool = false) -> PixelImage? {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      if across {
        for x in 0..<width { bytes[(y * width + x) * 4 + (x < width / 2 ? 0 : 2)] = 255 }
      } else {
        let channel = y < height / 2 ? 0 : 2
        for x in 0..<width { bytes[(y * width + x) * 4 + channel] = 255 }
      }
      for x in 0..<width { bytes[(y * width + x) * 4 + 3] = 255 }
    }
    return PixelImage(width: width, height: height, pixels: bytes)
  }

  /// The colours seen in the first and last rows of cells (or columns, when `across`).
  func ends(of picture: Picture, across: Bool = false) -> (Set<Color>, Set<Color>) {
    var first = Set<Color>()
    var last = Set<Color>()
    let size = picture.size
    if across {
      for y in 0..<size.height {
        first.formUnion(picture.cells[0, y].visibleColors)
        last.formUnion(picture.cells[size.width - 1, y].visibleColors)
      }
    } else {
      for x in 0..<size.width {
        first.formUnion(picture.cells[x, 0].visibleColors)
        last.formUnion(picture.cells[x, size.height - 1].visibleColors)
      }
    }
    return (first, last)
  }

  @Test("a 1080×20000 scrolling screenshot as JPEG (21.6 MP) is drawn, decoded at 1/8")
  func tallJPEG() throws {
    let image = try #require(Self.halves(width: 1080, height: 20000))
    let jpeg = try ImageEncoder.jpeg(image, quality: 80)
    let decoded = try ImageDecoder.decode(jpeg) { _ in PixelSize(width: 8, height: 160) }
    #expect(decoded.originalSize == PixelSize(width: 1080, height: 20000))
    #expect(decoded.image.size == PixelSize(width: 135, height: 2500))
    let picture = try Picture(decoding: jpeg, fitting: Size(width: 40, height: 20))
    #expect(picture.size == Size(width: 2, height: 20))
    #expect(ends(of: picture) == ([.indexed(196)], [.indexed(21)]))
  }

  @Test("a 17000×100 panorama as JPEG is drawn")
  func panoramaJPEG() throws {
    let image = try #require(Self.halves(width: 17000, height: 100, across: true))
    let jpeg = try ImageEncoder.jpeg(image, quality: 80)
    let picture = try Picture(decoding: jpeg, fitting: Size(width: 80, height: 20))
    #expect(picture.size.width == 80)
    #expect(ends(of: picture, across: true) == ([.indexed(196)], [.indexed(21)]))
  }

  @Test(
    "PNGs a few pixels thin and 16385 to 24000 long are drawn",
    arguments: [(4, 24000, false), (24000, 4, true), (16385, 4, true), (4, 16385, false)])
  func thinPNG(width: Int, height: Int, across: Bool) throws {
    let image = try #require(Self.halves(width: width, height: height, across: across))
    let png = try ImageEncoder.png(image)
    let picture = try Picture(decoding: png, fitting: Size(width: 80, height: 20))
    #expect(picture.pixelSize == PixelSize(width: width, height: height))
    #expect(ends(of: picture, across: across) == ([.indexed(196)], [.indexed(21)]))
  }

  @Test("a side over 65535 pixels, more than a JPEG, GIF or WebP can give, is still too large")
  func longestSide() throws {
    let png = try ImageEncoder.png(try #require(Self.halves(width: 65536, height: 1)))
    #expect(throws: PictureError.tooLarge(width: 65536, height: 1)) {
      try Picture(decoding: png, fitting: Size(width: 80, height: 20))
    }
  }
}
