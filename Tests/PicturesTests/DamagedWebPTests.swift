import Pictures
import Testing

@Suite("A WebP cut short shows the rows that decode, grey below, marked damaged")
struct DamagedWebPTests {
  /// A 96×160 photo-like image as a WebP, lossless or lossy.
  private func photo(lossless: Bool) throws -> [UInt8] {
    try ImageEncoder.webp(Fixtures.grainy(width: 96, height: 160), lossless: lossless, quality: 90)
  }

  /// Full size, or reduced by libwebp's rescaler to a quarter each way.
  private func decode(_ bytes: [UInt8], scaled: Bool) throws(PictureError) -> DecodedImage {
    try ImageDecoder.decode(bytes) { size in
      scaled ? PixelSize(width: size.width / 4, height: size.height / 4) : size
    }
  }

  @Test(
    "A whole still WebP decodes as WebPDecodeRGBA decodes it, and is not damaged",
    arguments: [true, false])
  func whole(lossless: Bool) throws {
    let bytes = try photo(lossless: lossless)
    let decoded = try decode(bytes, scaled: false)
    #expect(decoded.image == ReferenceDecoder.webp(bytes))
    #expect(!decoded.isDamaged)
  }

  @Test(
    "Cut at points through its image data: the rows before the cut, no fewer each time",
    arguments: [(true, false), (false, false), (true, true), (false, true)])
  func truncated(lossless: Bool, scaled: Bool) throws {
    let bytes = try photo(lossless: lossless)
    let whole = try decode(bytes, scaled: scaled)
    var previous = 0
    for percent in [40, 60, 80, 95] {
      let cut = try decode(Array(bytes.prefix(bytes.count * percent / 100)), scaled: scaled)
      #expect(cut.isDamaged)
      #expect(cut.originalSize == whole.originalSize)
      let kept = try #require(KeptRows.count(in: cut.image, of: whole.image), "at \(percent)%")
      #expect(kept >= previous && kept > 0 && kept < whole.image.height, "at \(percent)%")
      previous = kept
    }
  }

  @Test("Cut before its first row is whole, it is unreadable as before", arguments: [true, false])
  func beforeFirstRow(lossless: Bool) throws {
    let bytes = try photo(lossless: lossless)
    for length in [12, 30, 40, 60] {
      #expect(throws: PictureError.self, "cut at \(length)") {
        try ImageDecoder.decode(Array(bytes.prefix(length)))
      }
    }
  }

  @Test("A small WebP cut at every byte never crashes", arguments: [true, false])
  func everyByte(lossless: Bool) throws {
    let bytes = try ImageEncoder.webp(
      Fixtures.grainy(width: 20, height: 36), lossless: lossless, quality: 90)
    let whole = try decode(bytes, scaled: false).image
    for length in 1..<bytes.count {
      if let cut = try? decode(Array(bytes.prefix(length)), scaled: false) {
        // The last byte or so may hold nothing libwebp needs.
        #expect(cut.isDamaged || cut.image == whole, "cut at \(length)")
        #expect(KeptRows.count(in: cut.image, of: whole) != nil, "cut at \(length)")
      }
    }
  }

  @Test("Cut at every 97th byte, it never crashes and keeps whole rows", arguments: [true, false])
  func everyCut(lossless: Bool) throws {
    let bytes = try photo(lossless: lossless)
    let whole = try decode(bytes, scaled: false).image
    var damaged = 0
    var failed = 0
    for length in stride(from: 1, to: bytes.count, by: 97) {
      do {
        let cut = try decode(Array(bytes.prefix(length)), scaled: false)
        #expect(cut.isDamaged || cut.image == whole, "cut at \(length)")
        #expect(KeptRows.count(in: cut.image, of: whole) != nil, "cut at \(length)")
        damaged += cut.isDamaged ? 1 : 0
      } catch {
        failed += 1
      }
    }
    #expect(damaged > 5 && failed > 0)
  }
}
