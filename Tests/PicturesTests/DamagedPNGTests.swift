import Pictures
import Testing

@Suite("A PNG cut short or damaged shows the rows that decode, grey below, marked damaged")
struct DamagedPNGTests {
  /// A 120×80 photo-like image and its PNG, compressed as libpng writes it.
  private func photo() throws -> (image: PixelImage, bytes: [UInt8]) {
    let image = Fixtures.grainy(width: 120, height: 80)
    return (image, try Fixtures.png(image))
  }

  /// Where each chunk of `type` starts (at its length), walking the chunks from the signature.
  private func chunks(_ type: String, in bytes: [UInt8]) -> [Int] {
    var starts: [Int] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if Array(bytes[offset + 4..<offset + 8]) == Array(type.utf8) { starts.append(offset) }
      offset += 12 + length
    }
    return starts
  }

  /// Where the data of the first chunk of `type` starts.
  private func dataStart(of type: String, in bytes: [UInt8]) throws -> Int {
    try #require(chunks(type, in: bytes).first) + 8
  }

  @Test("Cut at points through its image data: the rows before the cut, more each time")
  func truncated() throws {
    let (image, bytes) = try photo()
    #expect(try !ImageDecoder.decode(bytes).isDamaged)
    var previous = 0
    for percent in [30, 50, 70, 90] {
      let cut = try ImageDecoder.decode(Array(bytes.prefix(bytes.count * percent / 100)))
      #expect(cut.isDamaged)
      #expect(cut.originalSize == image.size)
      let kept = try #require(KeptRows.count(in: cut.image, of: image), "cut at \(percent)%")
      #expect(kept > previous && kept < image.height, "cut at \(percent)%")
      previous = kept
    }
  }

  @Test("Cut before its first row is whole, it is unreadable as before")
  func beforeFirstRow() throws {
    let (_, bytes) = try photo()
    let data = try dataStart(of: "IDAT", in: bytes)
    for length in [20, 33, data - 4, data + 2, data + 6] {
      #expect(throws: PictureError.self, "cut at \(length)") {
        try ImageDecoder.decode(Array(bytes.prefix(length)))
      }
    }
  }

  @Test("Every row there but the end chunk cut off or damaged: whole, not damaged")
  func endMissing() throws {
    let (image, bytes) = try photo()
    let cut = try ImageDecoder.decode(Array(bytes.dropLast(12)))
    #expect(cut.image == image && !cut.isDamaged)
    var badEnd = bytes
    badEnd[badEnd.count - 1] ^= 0xFF
    let damaged = try ImageDecoder.decode(badEnd)
    #expect(damaged.image == image && !damaged.isDamaged)
    var shape = HandMadePNG(width: 21, height: 13, colorType: .rgb, bitDepth: 8)
    shape.interlaced = true
    let whole = try ImageDecoder.decode(shape.bytes).image
    let interlaced = try ImageDecoder.decode(Array(shape.bytes.dropLast(12)))
    #expect(interlaced.image == whole && !interlaced.isDamaged)
  }

  @Test("A bad checksum on the header is unreadable")
  func badHeaderChecksum() throws {
    var (_, bytes) = try photo()
    bytes[30] ^= 0xFF
    #expect(throws: PictureError.self) { try ImageDecoder.decode(bytes) }
  }

  @Test("A bad checksum on an IDAT chunk keeps the rows of the chunks before it and its own")
  func badChecksum() throws {
    var shape = HandMadePNG(width: 24, height: 40, colorType: .rgb, bitDepth: 8)
    shape.idatCount = 4
    var bytes = shape.bytes
    let whole = try ImageDecoder.decode(bytes).image
    // The third IDAT chunk's CRC: its data is intact, so its rows are right.
    let third = chunks("IDAT", in: bytes)[2]
    let length = bytes[third..<third + 4].reduce(0) { $0 << 8 | Int($1) }
    bytes[third + 8 + length] ^= 0xFF
    let damaged = try ImageDecoder.decode(bytes)
    #expect(damaged.isDamaged)
    let kept = try #require(KeptRows.count(in: damaged.image, of: whole))
    #expect(kept > 20 && kept < 40)
  }

  @Test("Any byte of a lone IDAT chunk changed: damaged, though every row may still decode")
  func changedByteInLoneChunk() throws {
    // Red over blue compresses to one small chunk, whose deflate data often still decodes
    // every row, wrongly, when a byte changes; its CRC and zlib's Adler-32 then fail.
    let bytes = try Fixtures.png(
      Fixtures.stacked(width: 64, height: 64, top: Fixtures.red, bottom: Fixtures.blue))
    #expect(chunks("IDAT", in: bytes).count == 1)
    #expect(try !ImageDecoder.decode(bytes).isDamaged)
    let data = try dataStart(of: "IDAT", in: bytes)
    let length = bytes[data - 8..<data - 4].reduce(0) { $0 << 8 | Int($1) }
    var decoded = 0
    for offset in data..<data + length {
      var changed = bytes
      changed[offset] ^= 0x10
      guard let image = try? ImageDecoder.decode(changed) else { continue }
      decoded += 1
      #expect(image.isDamaged, "byte \(offset - data) of \(length) changed")
    }
    #expect(decoded > length / 2)
  }

  @Test("A lone IDAT chunk with no data is unreadable")
  func emptyImageData() {
    #expect(throws: PictureError.self) {
      try ImageDecoder.decode(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
          + HandMadeFiles.chunk(
            "IHDR", HandMadeFiles.be32(8) + HandMadeFiles.be32(8) + [8, 6, 0, 0, 0])
          + HandMadeFiles.chunk("IDAT", []) + HandMadeFiles.chunk("IEND", []))
    }
  }

  @Test("An interlaced PNG cut in its first pass fills the rows it reached; later, every row")
  func interlaced() throws {
    var shape = HandMadePNG(width: 40, height: 40, colorType: .rgba, bitDepth: 8)
    shape.interlaced = true
    let bytes = shape.bytes
    let whole = try ImageDecoder.decode(bytes).image
    // Past the zlib header and the stored block's header, two of the first pass's rows of
    // 1 + 5 × 4 bytes, and part of a third: rows 0 to 15 get them, in blocks.
    let data = try dataStart(of: "IDAT", in: bytes)
    let firstPassRow = 1 + 5 * 4
    let early = try ImageDecoder.decode(Array(bytes.prefix(data + 7 + firstPassRow * 2 + 10)))
    #expect(early.isDamaged)
    #expect(early.image[0, 0] == whole[0, 0])
    #expect(early.image[0, 7] == whole[0, 0])
    #expect(early.image[0, 15] == whole[0, 8])
    #expect(early.image[8, 8] == whole[8, 8])
    #expect((16..<40).allSatisfy { early.image[$0, $0] == KeptRows.grey })
    // Cut at four fifths, in the last pass: every row is there, the rows of the last pass
    // not all yet as they are.
    let late = try ImageDecoder.decode(Array(bytes.prefix(bytes.count * 4 / 5)))
    #expect(late.isDamaged)
    #expect((0..<40).allSatisfy { y in (0..<40).contains { late.image[$0, y] != KeptRows.grey } })
    #expect(late.image != whole)
    #expect(late.image[0, 0] == whole[0, 0] && late.image[39, 38] == whole[39, 38])
  }

  @Test("A small PNG cut at every byte, plain or interlaced, never crashes")
  func everyByte() throws {
    for interlaced in [false, true] {
      var shape = HandMadePNG(width: 9, height: 7, colorType: .greyAlpha, bitDepth: 16)
      shape.interlaced = interlaced
      shape.idatCount = 3
      let bytes = shape.bytes
      let whole = try ImageDecoder.decode(bytes).image
      for length in 1..<bytes.count {
        if let cut = try? ImageDecoder.decode(Array(bytes.prefix(length))) {
          #expect(cut.image.size == whole.size, "cut at \(length)")
          #expect(cut.isDamaged || cut.image == whole, "cut at \(length)")
        }
      }
    }
  }

  @Test("Cut at every 97th byte, plain or interlaced, it never crashes and keeps whole rows")
  func everyCut() throws {
    let (image, bytes) = try photo()
    var shape = HandMadePNG(width: 50, height: 30, colorType: .palette, bitDepth: 4)
    shape.palette = PNGReaderTests.colors
    shape.interlaced = true
    let interlaced = shape.bytes
    let interlacedWhole = try ImageDecoder.decode(interlaced).image
    var damaged = 0
    var failed = 0
    for (whole, file, isInterlaced) in [(image, bytes, false), (interlacedWhole, interlaced, true)]
    {
      for length in stride(from: 1, to: file.count, by: 97) {
        do {
          let cut = try ImageDecoder.decode(Array(file.prefix(length)))
          #expect(cut.image.size == whole.size, "cut at \(length)")
          if !cut.isDamaged {
            #expect(cut.image == whole, "cut at \(length), after the last row")
          } else if !isInterlaced {
            #expect(KeptRows.count(in: cut.image, of: whole) != nil, "cut at \(length)")
          }
          damaged += cut.isDamaged ? 1 : 0
        } catch {
          failed += 1
        }
      }
    }
    #expect(damaged > 20 && failed > 0)
  }
}
