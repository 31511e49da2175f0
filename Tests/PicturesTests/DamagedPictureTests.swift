import Render
import Testing

@testable import Pictures

@Suite("Damaged pictures: what decodes is kept, and marked")
struct DamagedPictureTests {
  /// A 320×240 photo-like JPEG.
  private func photo() throws -> [UInt8] {
    try Fixtures.jpeg(Fixtures.gradient(width: 320, height: 240))
  }

  @Test("A JPEG cut to its first third decodes, marked damaged; the whole one is not")
  func truncatedJPEG() throws {
    let bytes = try photo()
    let whole = try ImageDecoder.decode(bytes) { $0 }
    #expect(!whole.isDamaged)
    let cut = try ImageDecoder.decode(Array(bytes.prefix(bytes.count / 3))) { $0 }
    #expect(cut.isDamaged)
    #expect(cut.originalSize == PixelSize(width: 320, height: 240))
  }

  @Test("A JPEG whole but for its end marker is not damaged: every pixel is there")
  func missingEndMarker() throws {
    let bytes = try photo()
    #expect(bytes.suffix(2).elementsEqual([0xFF, 0xD9]))
    let whole = try ImageDecoder.decode(bytes) { $0 }
    let unended = try ImageDecoder.decode(Array(bytes.dropLast(2))) { $0 }
    let (isDamaged, isWhole) = (unended.isDamaged, unended.image == whole.image)
    #expect(!isDamaged)
    #expect(isWhole)
    // Cut one byte further, inside its data, it is.
    let cut = try ImageDecoder.decode(Array(bytes.dropLast(3))) { $0 }.isDamaged
    #expect(cut)
  }

  @Test("A JPEG with a header libjpeg warns of (a JFIF 2.01, bytes before a marker) decodes whole")
  func headerWarnings() throws {
    let bytes = try photo()
    let whole = try ImageDecoder.decode(bytes) { $0 }
    var revised = bytes
    #expect(revised[6..<11].elementsEqual(Array("JFIF".utf8) + [0]))
    revised[11] = 2
    revised[12] = 1
    var padded = bytes
    let frame = try #require(
      padded.indices.first { padded[$0] == 0xFF && padded[$0 + 1] == 0xC0 })
    padded.insert(contentsOf: [0x00, 0x00], at: frame)
    for file in [revised, padded] {
      let decoded = try ImageDecoder.decode(file) { $0 }
      let (isDamaged, isWhole) = (decoded.isDamaged, decoded.image == whole.image)
      #expect(!isDamaged)
      #expect(isWhole)
    }
  }

  @Test("A JPEG whose scan meets a marker it cannot use halfway is marked damaged")
  func unusableMarker() throws {
    var bytes = try photo()
    // A marker in the middle of the entropy-coded data, where only stuffed 0xFF 0x00 may be.
    let middle = bytes.count / 2
    bytes[middle] = 0xFF
    bytes[middle + 1] = 0x67
    let isDamaged = try ImageDecoder.decode(bytes) { $0 }.isDamaged
    #expect(isDamaged)
  }

  @Test("A GIF or BMP cut anywhere after its header is marked damaged, or refused; whole, neither")
  func truncatedGIFAndBMP() throws {
    let image = Fixtures.gradient(width: 24, height: 16)
    let pixels = (0..<(24 * 16)).map { UInt8($0 % 4) }
    let colors = [Fixtures.red, RGBA(red: 0, green: 0, blue: 255), RGBA(red: 9, green: 9, blue: 9)]
    // A GIF's second frame is not needed: cut inside it, the first image is whole. Its
    // first image ends where a GIF of that frame alone has its trailer.
    let oneFrame = HandMadeFiles.gif(width: 24, height: 16, palette: colors, frames: [pixels])
    let files = [
      ("gif", HandMadeFiles.gif(width: 24, height: 16, palette: colors, frames: [pixels, pixels])),
      ("bmp", HandMadeFiles.bmp(image)),
      ("top-down bmp", HandMadeFiles.bmp(image, topDown: true)),
    ]
    for (name, file) in files {
      let whole = try ImageDecoder.decode(file).isDamaged
      #expect(!whole, "\(name) whole")
      let firstImageEnd = name == "gif" ? oneFrame.count - 1 : file.count
      for length in 1..<file.count {
        let cut = Array(file.prefix(length))
        guard let damaged = (try? ImageDecoder.decode(cut))?.isDamaged else { continue }
        #expect(damaged == (length < firstImageEnd), "\(name) cut to \(length) bytes")
      }
    }
  }

  @Test("Every warning but those on a header's oddities marks a JPEG damaged")
  func warnings() {
    #expect(JPEGDecoder.isDamage("Premature end of JPEG file"))
    #expect(JPEGDecoder.isDamage("Corrupt JPEG data: premature end of data segment"))
    #expect(!JPEGDecoder.isDamage("Warning: unknown JFIF revision number 3.01"))
    // A decode that stopped at a marker or table it cannot use leaves its last rows grey.
    #expect(JPEGDecoder.isDamage("Unsupported marker type 0x67"))
    #expect(JPEGDecoder.isDamage("Bogus Huffman table definition"))
    #expect(!JPEGDecoder.isDamage("Unknown Adobe color transform code 3"))
    #expect(!JPEGDecoder.isDamage("Corrupt JPEG data: bad ICC marker"))
    // Bytes to skip between segments are harmless; inside or at the end of the data, not.
    #expect(!JPEGDecoder.isDamage("Corrupt JPEG data: 2 extraneous bytes before marker 0xc0"))
    #expect(JPEGDecoder.isDamage("Corrupt JPEG data: 9 extraneous bytes before marker 0xd3"))
    #expect(JPEGDecoder.isDamage("Corrupt JPEG data: 24896 extraneous bytes before marker 0xd9"))
  }

  @Test("The loader's picture of a damaged JPEG is marked damaged; a whole one's is not")
  func loaderMarks() throws {
    let bytes = try photo()
    let probe = LoaderProbe(bytes: bytes)
    let loader = PictureLoader(onChange: probe.onChange)
    let box = Size(width: 20, height: 8)
    let cut = PictureRequest(.bytes(Array(bytes.prefix(bytes.count / 3)), key: "cut"), fitting: box)
    let whole = PictureRequest(.bytes(bytes, key: "whole"), fitting: box)
    loader.request([cut, whole])
    #expect(
      probe.wait {
        loader.state(for: cut) != PictureState.pending
          && loader.state(for: whole) != PictureState.pending
      })
    #expect(loader.state(for: cut).picture?.isDamaged == true)
    #expect(loader.state(for: whole).picture?.isDamaged == false)
  }
}
