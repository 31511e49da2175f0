import Pictures
import Testing

@Suite("Decoding")
struct DecodingTests {
  @Test("the format is recognised by its magic bytes, whatever else the data holds")
  func sniffing() throws {
    let image = Fixtures.halves(width: 8, height: 4)
    #expect(ImageFormat(sniffing: try Fixtures.png(image)) == .png)
    #expect(ImageFormat(sniffing: try Fixtures.jpeg(image)) == .jpeg)
    #expect(ImageFormat(sniffing: try ImageEncoder.webp(image)) == .webp)
    let gif = HandMadeFiles.gif(
      width: 2, height: 1, palette: [Fixtures.red], frames: [[0, 0]])
    #expect(ImageFormat(sniffing: gif) == .gif)
    #expect(ImageFormat(sniffing: HandMadeFiles.bmp(image)) == .bmp)
    #expect(ImageFormat(sniffing: Array("<html>GIF89a".utf8)) == nil)
    #expect(ImageFormat(sniffing: [0xFF, 0xD8]) == nil)
  }

  @Test("a PNG decodes to exactly its pixels, transparency included")
  func pngRoundTrip() throws {
    let image = PixelImage(width: 7, height: 5) { x, y in
      RGBA(red: UInt8(x * 30), green: UInt8(y * 50), blue: 9, alpha: UInt8(x * 40))
    }
    let decoded = try ImageDecoder.decode(try Fixtures.png(image))
    #expect(decoded.image == image)
    #expect(decoded.format == .png)
    #expect(decoded.originalSize == PixelSize(width: 7, height: 5))
  }

  @Test("a lossless WebP decodes to exactly its pixels")
  func webpRoundTrip() throws {
    let image = Fixtures.gradient(width: 33, height: 17)
    let decoded = try ImageDecoder.decode(try ImageEncoder.webp(image))
    #expect(decoded.image == image)
    #expect(decoded.format == .webp)
  }

  @Test("a GIF gives its first frame in its palette's colours")
  func gifFirstFrame() throws {
    let gif = HandMadeFiles.gif(
      width: 4, height: 2, palette: [Fixtures.red, Fixtures.blue, Fixtures.white],
      frames: [[0, 0, 1, 1, 2, 2, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1]])
    let decoded = try ImageDecoder.decode(gif)
    #expect(decoded.image.size == PixelSize(width: 4, height: 2))
    #expect(decoded.image[0, 0] == Fixtures.red)
    #expect(decoded.image[2, 0] == Fixtures.blue)
    #expect(decoded.image[0, 1] == Fixtures.white)
    #expect(decoded.image[3, 1] == Fixtures.red)
  }

  @Test("a BMP decodes through stb_image")
  func bmp() throws {
    let image = Fixtures.halves(width: 6, height: 3)
    let decoded = try ImageDecoder.decode(HandMadeFiles.bmp(image))
    #expect(decoded.image == image)
    #expect(decoded.format == .bmp)
    // Top-down: a negative height in the header, the rows from the top.
    let topDown = try ImageDecoder.decode(HandMadeFiles.bmp(image, topDown: true))
    #expect(topDown.image == image)
  }

  @Test("a big JPEG decodes at the smallest DCT scale that still covers what is needed")
  func jpegScaledDecode() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.gradient(width: 1600, height: 1200))
    let eighth = try ImageDecoder.decode(jpeg) { _ in PixelSize(width: 200, height: 150) }
    #expect(eighth.image.size == PixelSize(width: 200, height: 150))
    #expect(eighth.originalSize == PixelSize(width: 1600, height: 1200))
    let quarter = try ImageDecoder.decode(jpeg) { _ in PixelSize(width: 201, height: 10) }
    #expect(quarter.image.size == PixelSize(width: 400, height: 300))
    let full = try ImageDecoder.decode(jpeg)
    #expect(full.image.size == PixelSize(width: 1600, height: 1200))
  }

  @Test("a big WebP decodes straight to the size needed, keeping its aspect ratio")
  func webpScaledDecode() throws {
    let webp = try ImageEncoder.webp(Fixtures.gradient(width: 800, height: 400), lossless: false)
    let decoded = try ImageDecoder.decode(webp) { _ in PixelSize(width: 100, height: 20) }
    #expect(decoded.image.size == PixelSize(width: 100, height: 50))
    #expect(decoded.originalSize == PixelSize(width: 800, height: 400))
  }

  @Test("a big PNG is reduced after decoding, its colours kept")
  func pngReduced() throws {
    let png = try Fixtures.png(Fixtures.halves(width: 1000, height: 500))
    let decoded = try ImageDecoder.decode(png) { _ in PixelSize(width: 100, height: 10) }
    #expect(decoded.image.size == PixelSize(width: 100, height: 50))
    #expect(decoded.image[10, 25] == Fixtures.red)
    #expect(decoded.image[90, 25] == Fixtures.blue)
  }
}
