import Pictures
import Testing

@Suite("A PNG that is not interlaced is reduced row by row as it is read")
struct StreamedPNGTests {
  /// A photo-like image whose alpha varies, so that the filter's weighting shows.
  private static func photo(width: Int, height: Int) -> PixelImage {
    let grainy = Fixtures.grainy(width: width, height: height)
    return PixelImage(width: width, height: height) { x, y in
      let pixel = grainy[x, y]
      let alpha = UInt8((x * 7 + y * 3) % 256)
      return RGBA(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: alpha)
    }
  }

  /// The old way: the whole image, reduced afterwards.
  private static func wholeThenReduced(_ bytes: [UInt8], to size: PixelSize) throws -> PixelImage {
    try ImageDecoder.decode(bytes).image.resized(to: size)
  }

  /// The rows from the top in which `cut` equals `whole`, if every row below them is grey but
  /// perhaps the first: a reduced row the cut came in the middle of averages the rows that
  /// came.
  private static func keptRows(in cut: PixelImage, of whole: PixelImage) -> Int? {
    guard cut.size == whole.size else { return nil }
    let rowBytes = cut.width * 4
    func row(_ image: PixelImage, _ y: Int) -> ArraySlice<UInt8> {
      image.pixels[y * rowBytes..<(y + 1) * rowBytes]
    }
    func isGrey(_ y: Int) -> Bool { (0..<cut.width).allSatisfy { cut[$0, y] == KeptRows.grey } }
    var kept = 0
    while kept < cut.height, row(cut, kept) == row(whole, kept) { kept += 1 }
    let partial = kept < cut.height && !isGrey(kept) ? 1 : 0
    return (kept + partial..<cut.height).allSatisfy(isGrey) ? kept : nil
  }

  @Test("a photo reduced as it is read has the size and pixels of one decoded whole, then reduced")
  func sameAsWholeThenReduced() throws {
    let image = Self.photo(width: 1203, height: 901)
    let bytes = try Fixtures.png(image)
    for needed in [
      PixelSize(width: 160, height: 80), PixelSize(width: 480, height: 160),
      PixelSize(width: 7, height: 3), PixelSize(width: 1, height: 1),
    ] {
      let streamed = try ImageDecoder.decode(bytes) { _ in needed }
      let old = try ImageDecoder.decode(bytes).image
      let size = streamed.image.size
      #expect(size.width < old.width / 2 && size.height < old.height / 2, "\(needed)")
      #expect(size.width >= min(needed.width, old.width) && size.height >= needed.height)
      #expect(streamed.image == old.resized(to: size), "\(needed)")
      #expect(streamed.originalSize == image.size && !streamed.isDamaged)
    }
  }

  @Test("every colour type and bit depth reduces as the whole image does")
  func everyShape() throws {
    for var shape in PNGReaderTests.shapes where !shape.interlaced {
      shape.width *= 5
      shape.height *= 4
      let bytes = shape.bytes
      let streamed = try ImageDecoder.decode(bytes) { size in
        PixelSize(width: size.width / 3, height: size.height / 3)
      }
      #expect(streamed.image.size != PixelSize(width: shape.width, height: shape.height))
      #expect(
        streamed.image == (try Self.wholeThenReduced(bytes, to: streamed.image.size)),
        "\(shape)")
    }
  }

  @Test("cut short, it keeps the reduced rows before the cut, grey below, marked damaged")
  func truncated() throws {
    let bytes = try Fixtures.png(Fixtures.grainy(width: 480, height: 320))
    let needed = PixelSize(width: 120, height: 80)
    let whole = try ImageDecoder.decode(bytes) { _ in needed }
    #expect(whole.image.size == needed && !whole.isDamaged)
    var previous = 0
    for percent in [30, 50, 70, 90] {
      let cut = try ImageDecoder.decode(Array(bytes.prefix(bytes.count * percent / 100))) { _ in
        needed
      }
      #expect(cut.isDamaged)
      #expect(cut.originalSize == PixelSize(width: 480, height: 320))
      let kept = try #require(Self.keptRows(in: cut.image, of: whole.image), "cut at \(percent)%")
      #expect(kept > previous && kept < needed.height, "cut at \(percent)%")
      previous = kept
    }
  }

  @Test("damaged in its image data, or cut before its first row, as a whole decode is")
  func damaged() throws {
    var shape = HandMadePNG(width: 240, height: 400, colorType: .rgb, bitDepth: 8)
    shape.idatCount = 4
    var bytes = shape.bytes
    let needed = PixelSize(width: 60, height: 100)
    let whole = try ImageDecoder.decode(bytes) { _ in needed }
    // The third IDAT chunk's CRC: the rows of the chunks before it, and its own, are kept.
    var offset = 8
    var idats: [Int] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { idats.append(offset) }
      offset += 12 + length
    }
    let third = idats[2]
    let length = bytes[third..<third + 4].reduce(0) { $0 << 8 | Int($1) }
    bytes[third + 8 + length] ^= 0xFF
    let damaged = try ImageDecoder.decode(bytes) { _ in needed }
    #expect(damaged.isDamaged)
    let kept = try #require(KeptRows.count(in: damaged.image, of: whole.image))
    #expect(kept > 50 && kept < 100)
    #expect(throws: PictureError.self) {
      try ImageDecoder.decode(Array(shape.bytes.prefix(idats[0] + 10))) { _ in needed }
    }
  }

  @Test("past the full-size cap, one read row by row decodes; interlaced, or wanted whole, not")
  func limits() throws {
    let image = Fixtures.gradient(width: 300, height: 200)
    let plain = try Fixtures.png(image)
    var shape = HandMadePNG(width: 300, height: 200, colorType: .rgb, bitDepth: 8)
    shape.interlaced = true
    let interlaced = shape.bytes
    let limits = DecodeLimits(maxUnscaledPixels: 50_000, maxStreamedPixels: 60_000)
    let small = { (_: PixelSize) in PixelSize(width: 60, height: 40) }
    let reduced = try ImageDecoder.decode(plain, covering: small, limits: limits)
    #expect(reduced.image.size == PixelSize(width: 60, height: 40))
    #expect(throws: PictureError.tooLarge(width: 300, height: 200)) {
      try ImageDecoder.decode(interlaced, covering: small, limits: limits)
    }
    #expect(throws: PictureError.tooLarge(width: 300, height: 200)) {
      try ImageDecoder.decode(plain, limits: limits)
    }
    // The streamed cap, and the reduced image's own size, still hold.
    #expect(throws: PictureError.tooLarge(width: 300, height: 200)) {
      try ImageDecoder.decode(
        plain, covering: small, limits: DecodeLimits(maxStreamedPixels: 59_999))
    }
    #expect(throws: PictureError.tooLarge(width: 300, height: 200)) {
      try ImageDecoder.decode(
        plain, covering: { _ in PixelSize(width: 150, height: 100) },
        limits: DecodeLimits(maxUnscaledPixels: 14_999))
    }
  }

  /// A 1-bit grey PNG, black on its left half and white on its right, in stored deflate
  /// blocks: 30 megapixels in under 4 MB, made in a moment.
  private static func halves(width: Int, height: Int, interlaced: Bool = false) -> [UInt8] {
    let rowBytes = (width + 7) / 8
    var row = [UInt8](repeating: 0, count: 1 + rowBytes)
    for index in (1 + rowBytes / 2)...rowBytes { row[index] = 0xFF }
    var data: [UInt8] = []
    data.reserveCapacity(row.count * height)
    for _ in 0..<height { data += row }
    var zlib: [UInt8] = [0x78, 0x01]
    var start = 0
    while start < data.count {
      let end = min(data.count, start + 65535)
      zlib.append(end == data.count ? 1 : 0)
      zlib += HandMadeFiles.le16(end - start) + HandMadeFiles.le16(~(end - start) & 0xFFFF)
      zlib += data[start..<end]
      start = end
    }
    // Adler-32 of the rows, each the same: a row's sums, carried through every row.
    var a: UInt64 = 1
    var b: UInt64 = 0
    for _ in 0..<height {
      for byte in row {
        a = (a + UInt64(byte)) % 65521
        b = (b + a) % 65521
      }
    }
    zlib += HandMadeFiles.be32(Int(b << 16 | a))
    let header =
      HandMadeFiles.be32(width) + HandMadeFiles.be32(height) + [1, 0, 0, 0, interlaced ? 1 : 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + HandMadeFiles.chunk("IHDR", header)
      + HandMadeFiles.chunk("IDAT", zlib) + HandMadeFiles.chunk("IEND", [])
  }

  @Test("a 6000×5000 PNG, past the full-size cap of 24 megapixels, is drawn at the default limits")
  func pastTheFullSizeCap() throws {
    let bytes = Self.halves(width: 6000, height: 5000)
    let decoded = try ImageDecoder.decode(bytes) { _ in PixelSize(width: 480, height: 160) }
    #expect(decoded.originalSize == PixelSize(width: 6000, height: 5000) && !decoded.isDamaged)
    #expect(decoded.image.size == PixelSize(width: 480, height: 400))
    #expect(decoded.image[0, 0] == Fixtures.black && decoded.image[239, 399] == Fixtures.black)
    #expect(decoded.image[240, 0] == Fixtures.white && decoded.image[479, 399] == Fixtures.white)
    // Wanted at full size, it is still refused: it would be held whole.
    #expect(throws: PictureError.tooLarge(width: 6000, height: 5000)) {
      try ImageDecoder.decode(bytes)
    }
  }
}
