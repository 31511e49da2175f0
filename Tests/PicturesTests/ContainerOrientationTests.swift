import Pictures
import Testing

@Suite("Exif orientation in PNG and WebP")
struct ContainerOrientationTests {
  /// A big-endian TIFF structure whose IFD0 holds just the Orientation tag.
  static func tiff(_ orientation: ExifOrientation) -> [UInt8] {
    Array("MM".utf8) + [0, 42] + HandMadeFiles.be32(8) + HandMadeFiles.be16(1)
      + [0x01, 0x12, 0x00, 0x03] + HandMadeFiles.be32(1)
      + HandMadeFiles.be16(Int(orientation.rawValue)) + [0, 0] + HandMadeFiles.be32(0)
  }

  /// `png` with an eXIf chunk after its header.
  static func png(_ png: [UInt8], tagged orientation: ExifOrientation) -> [UInt8] {
    Array(png[0..<33]) + HandMadeFiles.chunk("eXIf", tiff(orientation)) + png[33...]
  }

  /// A simple WebP (`RIFF`, `WEBP`, one image chunk) as an extended one, with an EXIF chunk
  /// after its image, where encoders put it.
  static func webp(
    _ webp: [UInt8], size: PixelSize, tagged orientation: ExifOrientation
  )
    -> [UInt8]
  {
    let (w, h) = (size.width - 1, size.height - 1)
    let vp8x: [UInt8] =
      Array("VP8X".utf8) + HandMadeFiles.le32(10) + [0x08, 0, 0, 0]
      + [UInt8(w & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w >> 16 & 0xFF)]
      + [UInt8(h & 0xFF), UInt8(h >> 8 & 0xFF), UInt8(h >> 16 & 0xFF)]
    let exif = tiff(orientation)
    let exifChunk =
      Array("EXIF".utf8) + HandMadeFiles.le32(exif.count) + exif + (exif.count % 2 == 1 ? [0] : [])
    let body = Array("WEBP".utf8) + vp8x + webp[12...] + exifChunk
    return Array("RIFF".utf8) + HandMadeFiles.le32(body.count) + body
  }

  /// Expects a 64×32 picture of red beside blue, tagged 6, to come out 32×64, red on top.
  func expectTurned(_ bytes: [UInt8]) throws {
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.originalSize == PixelSize(width: 32, height: 64))
    #expect(decoded.image.size == PixelSize(width: 32, height: 64))
    let (top, bottom) = (decoded.image[16, 8], decoded.image[16, 56])
    #expect(top.red > 200 && top.blue < 60, "\(top)")
    #expect(bottom.blue > 200 && bottom.red < 60, "\(bottom)")
  }

  @Test("a PNG with an eXIf chunk tagged 6 is turned a quarter clockwise: left becomes top")
  func pngRotated() throws {
    let tagged = Self.png(
      try Fixtures.png(Fixtures.halves(width: 64, height: 32)), tagged: .rotated90)
    #expect(ExifOrientation(png: tagged) == .rotated90)
    try expectTurned(tagged)
  }

  @Test("a WebP with an EXIF chunk tagged 6 is turned, lossless or lossy")
  func webpRotated() throws {
    let image = Fixtures.halves(width: 64, height: 32)
    for lossless in [true, false] {
      let tagged = Self.webp(
        try ImageEncoder.webp(image, lossless: lossless), size: image.size, tagged: .rotated90)
      #expect(ExifOrientation(webp: tagged) == .rotated90)
      try expectTurned(tagged)
    }
  }

  @Test("a rotated PNG or WebP is reduced for its upright size")
  func rotatedReduced() throws {
    let stored = Fixtures.gradient(width: 1600, height: 800)
    let files = [
      Self.png(try Fixtures.png(stored), tagged: .rotated270),
      Self.webp(
        try ImageEncoder.webp(stored, lossless: false), size: stored.size, tagged: .rotated270),
    ]
    for file in files {
      let decoded = try ImageDecoder.decode(file) { upright in
        #expect(upright == PixelSize(width: 800, height: 1600))
        return PixelSize(width: 100, height: 200)
      }
      #expect(decoded.originalSize == PixelSize(width: 800, height: 1600))
      #expect(decoded.image.size == PixelSize(width: 100, height: 200))
    }
  }

  @Test("no tag, or a chunk cut short or malformed, leaves the picture as stored")
  func untagged() throws {
    let png = try Fixtures.png(Fixtures.halves(width: 16, height: 8))
    #expect(ExifOrientation(png: png) == nil)
    let tagged = Self.png(png, tagged: .rotated90)
    #expect(ExifOrientation(png: Array(tagged.prefix(40))) == nil)
    var malformed = tagged
    malformed[41] = 0x00  // "MM" becomes "M\0"
    #expect(ExifOrientation(png: malformed) == nil)
    #expect(
      ExifOrientation(webp: try ImageEncoder.webp(Fixtures.halves(width: 16, height: 8))) == nil)
    #expect(ExifOrientation(webp: Array("RIFF".utf8) + [0xFF, 0xFF, 0xFF, 0x7F]) == nil)
  }
}
