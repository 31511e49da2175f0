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

  @Test("Only warnings that say pixels are missing or wrong mark a JPEG damaged")
  func warnings() {
    #expect(JPEGDecoder.isDamage("Premature end of JPEG file"))
    #expect(JPEGDecoder.isDamage("Corrupt JPEG data: premature end of data segment"))
    #expect(!JPEGDecoder.isDamage("Warning: unknown JFIF revision number 3.01"))
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
