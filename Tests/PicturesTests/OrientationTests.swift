import Pictures
import Testing

@Suite("Exif orientation")
struct OrientationTests {
  /// A 2×3 image whose pixels are numbered 0 to 5 in their red channel, row by row.
  let numbered = PixelImage(width: 2, height: 3) { x, y in
    RGBA(red: UInt8(y * 2 + x), green: 0, blue: 0)
  }

  func numbers(_ image: PixelImage) -> [[UInt8]] {
    (0..<image.height).map { y in (0..<image.width).map { x in image[x, y].red } }
  }

  @Test("each orientation turns or mirrors the stored pixels upright")
  func allEight() {
    // Stored:  0 1 / 2 3 / 4 5
    let expected: [ExifOrientation: [[UInt8]]] = [
      .up: [[0, 1], [2, 3], [4, 5]],
      .mirrored: [[1, 0], [3, 2], [5, 4]],
      .rotated180: [[5, 4], [3, 2], [1, 0]],
      .mirroredVertically: [[4, 5], [2, 3], [0, 1]],
      .transposed: [[0, 2, 4], [1, 3, 5]],
      .rotated90: [[4, 2, 0], [5, 3, 1]],
      .transversed: [[5, 3, 1], [4, 2, 0]],
      .rotated270: [[1, 3, 5], [0, 2, 4]],
    ]
    for orientation in ExifOrientation.allCases {
      #expect(numbers(numbered.oriented(orientation)) == expected[orientation], "\(orientation)")
    }
  }

  @Test("storing an image turned by the inverse and tagged shows it as it was")
  func inverse() {
    for orientation in ExifOrientation.allCases {
      #expect(numbered.oriented(orientation.inverse).oriented(orientation) == numbered)
    }
  }

  @Test("a JPEG tagged 6 is turned a quarter clockwise: left becomes top")
  func jpegRotated() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.halves(width: 64, height: 32), orientation: .rotated90)
    #expect(ExifOrientation(jpeg: jpeg) == .rotated90)
    let decoded = try ImageDecoder.decode(jpeg)
    #expect(decoded.originalSize == PixelSize(width: 32, height: 64))
    #expect(decoded.image.size == PixelSize(width: 32, height: 64))
    let top = decoded.image[16, 8]
    let bottom = decoded.image[16, 56]
    #expect(top.red > 200 && top.blue < 60)
    #expect(bottom.blue > 200 && bottom.red < 60)
  }

  @Test("a rotated JPEG is scaled for its upright size")
  func jpegRotatedScaled() throws {
    let stored = Fixtures.gradient(width: 1600, height: 800)
    let jpeg = try Fixtures.jpeg(stored, orientation: .rotated270)
    // Upright it is 800×1600; 100×200 is an eighth of that.
    let decoded = try ImageDecoder.decode(jpeg) { upright in
      #expect(upright == PixelSize(width: 800, height: 1600))
      return PixelSize(width: 100, height: 200)
    }
    #expect(decoded.image.size == PixelSize(width: 100, height: 200))
  }

  @Test("a little-endian Exif block is read too")
  func littleEndian() throws {
    let tiff: [UInt8] = [
      0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00,
      0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00,
    ]
    let body = Array("Exif".utf8) + [0, 0] + tiff
    let segment = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    let jpeg = try Fixtures.jpeg(Fixtures.halves(width: 16, height: 8))
    #expect(ExifOrientation(jpeg: Array(jpeg[0..<2]) + segment + jpeg[2...]) == .rotated180)
  }

  @Test("a malformed Exif block is ignored: the photo shows as stored")
  func malformed() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.halves(width: 16, height: 8))
    let segments: [[UInt8]] = [
      [0xFF, 0xE1, 0x00, 0x10] + Array("Exif".utf8) + [
        0, 0, 0x4D, 0x4D, 0, 0x2A, 0xFF, 0xFF, 0xFF, 0xFF,
      ],
      [0xFF, 0xE1, 0xFF, 0xFF] + Array("Exif".utf8),
      [0xFF, 0xE1, 0x00, 0x01],
    ]
    for segment in segments {
      let tagged = Array(jpeg[0..<2]) + segment + jpeg[2...]
      #expect(ExifOrientation(jpeg: tagged) == nil)
    }
    #expect(ExifOrientation(jpeg: jpeg) == nil)
  }
}
