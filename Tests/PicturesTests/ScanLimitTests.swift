import Pictures
import Testing

@Suite(
  "A JPEG of too many scans is refused in milliseconds, its scans counted as libjpeg meets them")
struct ScanLimitTests {
  /// The scans counted in `bytes`: with a limit of none, the refusal says how many there are.
  private func scans(_ bytes: [UInt8]) -> Int? {
    do {
      _ = try ImageDecoder.decode(bytes, limits: DecodeLimits(maxScans: 0))
      return nil
    } catch .tooManyScans(let count) {
      return count
    } catch {
      return nil
    }
  }

  /// A grainy photo as a JPEG, baseline or progressive (10 scans).
  private func photo(
    width: Int = 96, height: Int = 64, progressive: Bool
  ) throws -> [UInt8] {
    try ImageEncoder.jpeg(
      Fixtures.grainy(width: width, height: height), quality: 95, progressive: progressive)
  }

  /// Where the last SOS marker is: entropy-coded data never holds `FF DA`, as every `FF` in it
  /// is followed by `00` (or is a restart marker).
  private func lastScan(of bytes: [UInt8]) throws -> Int {
    try #require(bytes.indices.dropLast().last { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
  }

  /// A JPEG's SOI and the segments up to and including its first SOS segment.
  private func header(of bytes: [UInt8]) throws -> [UInt8] {
    let sos = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
    let length = Int(bytes[sos + 2]) << 8 | Int(bytes[sos + 3])
    return Array(bytes[..<(sos + 2 + length)])
  }

  @Test("libjpeg's progressive script has 10 scans, a baseline JPEG one; both decode")
  func realFiles() throws {
    let progressive = try photo(progressive: true)
    let baseline = try photo(progressive: false)
    #expect(scans(progressive) == 10)
    #expect(scans(baseline) == 1)
    #expect(try ImageDecoder.decode(progressive).image.size == PixelSize(width: 96, height: 64))
    #expect(
      try ImageDecoder.decode(progressive, limits: DecodeLimits(maxScans: 10)).isDamaged == false)
    #expect(throws: PictureError.tooManyScans(10)) {
      try ImageDecoder.decode(progressive, limits: DecodeLimits(maxScans: 9))
    }
  }

  @Test("A progressive JPEG thumbnail inside an APP1 segment is not counted")
  func thumbnailInExif() throws {
    let thumbnail = try photo(width: 16, height: 16, progressive: true)
    let body = Array("Exif".utf8) + [0, 0] + thumbnail
    let app1: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)]
    for progressive in [true, false] {
      let main = try photo(progressive: progressive)
      let withThumbnail = Array(main.prefix(2)) + app1 + body + main.dropFirst(2)
      #expect(scans(withThumbnail) == (progressive ? 10 : 1))
      #expect(try ImageDecoder.decode(withThumbnail).image.size == PixelSize(width: 96, height: 64))
    }
  }

  @Test("Stuffed bytes, restart markers and fill bytes in entropy-coded data end no scan")
  func entropyCodedData() throws {
    let start = try header(of: photo(progressive: false))
    let sos = try lastScan(of: start)
    let secondScan = Array(start[sos...])
    // Data with a stuffed FF, a restart marker, fill bytes before a second SOS, then junk
    // between segments (skipped, as libjpeg skips it) holding FF 00, and a comment holding
    // FF DA, which is no marker inside a segment.
    let comment: [UInt8] = [0xFF, 0xFE, 0x00, 0x06, 0xFF, 0xDA, 0xFF, 0xDA]
    let bytes: [UInt8] =
      start + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD3, 0x56, 0xFF, 0xFF] + secondScan
      + [0x78, 0xFF, 0x00, 0xFF, 0xD7, 0x9A] + comment + [0x11, 0xFF, 0x00, 0x22] + secondScan
      + [0xBC, 0xFF, 0xFF, 0xD9] + secondScan
    #expect(scans(bytes) == 3)
  }

  @Test("A progressive JPEG with thousands of repeated scans is refused, its scans counted")
  func scanBomb() throws {
    let photo = try photo(width: 1024, height: 768, progressive: true)
    let last = try lastScan(of: photo)
    let repeated = Array(photo[last..<(photo.count - 2)])
    var bomb = Array(photo.dropLast(2))
    for _ in 0..<2990 { bomb += repeated }
    bomb += [0xFF, 0xD9]
    // The count is of the markers, read before any decoding (a timed check here failed under
    // the thread sanitizer, where the count alone takes seconds).
    #expect(throws: PictureError.tooManyScans(3000)) {
      try ImageDecoder.decode(bomb) { _ in PixelSize(width: 160, height: 80) }
    }
    // Just under the limit, it decodes as libjpeg-turbo does: a few repeats are harmless.
    let fewer =
      Array(photo.dropLast(2)) + Array(repeating: repeated, count: 90).flatMap { $0 }
      + [0xFF, 0xD9]
    #expect(
      try ImageDecoder.decode(fewer) { _ in PixelSize(width: 160, height: 80) }.originalSize
        == PixelSize(width: 1024, height: 768))
  }
}
