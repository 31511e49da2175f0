import Pictures
import Testing

@Suite("Hostile files")
struct HostileFileTests {
  /// Decodes `bytes` and returns the error, checking that it came back within a second
  /// without raising the process's peak memory by more than 64 MB.
  func failure(of bytes: [UInt8]) -> PictureError? {
    let before = ProcessMemory.peakMegabytes()
    let start = ContinuousClock.now
    defer {
      #expect(ContinuousClock.now - start < .seconds(1))
      #expect(ProcessMemory.peakMegabytes() - before < 64)
    }
    do {
      _ = try ImageDecoder.decode(bytes) { _ in PixelSize(width: 160, height: 80) }
      return nil
    } catch {
      return error
    }
  }

  func isCorrupt(_ error: PictureError?) -> Bool {
    if case .corrupt = error { return true }
    return false
  }

  @Test("no bytes at all")
  func empty() {
    #expect(failure(of: []) == .empty)
  }

  @Test("bytes that are no image, or an image by name only")
  func wrongMagic() {
    #expect(failure(of: Array("just some text, saved as photo.jpg".utf8)) == .unsupportedFormat)
    #expect(failure(of: [0x00]) == .unsupportedFormat)
    #expect(failure(of: Array("RIFF\0\0\0\0WAVE".utf8)) == .unsupportedFormat)
  }

  @Test(
    "a PNG cut in its header or damaged from its first row fails; one cut later shows what arrived")
  func brokenPNG() throws {
    let png = try Fixtures.png(Fixtures.grainy(width: 64, height: 64))
    #expect(isCorrupt(failure(of: Array(png.prefix(20)))))
    var damaged = png
    for index in stride(from: 60, to: damaged.count - 20, by: 7) { damaged[index] ^= 0x5A }
    #expect(isCorrupt(failure(of: damaged)))
    #expect(failure(of: Array(png.prefix(png.count / 2))) == nil)
  }

  @Test("a JPEG with a damaged header fails; one cut in its image data shows what arrived")
  func brokenJPEG() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.gradient(width: 64, height: 64))
    #expect(isCorrupt(failure(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 1, 2, 3])))
    #expect(isCorrupt(failure(of: Array(jpeg.prefix(100)))))
    let cut = try ImageDecoder.decode(Array(jpeg.prefix(jpeg.count * 2 / 3)))
    #expect(cut.image.size == PixelSize(width: 64, height: 64))
  }

  @Test("a GIF or WebP cut before its first row")
  func brokenGIFAndWebP() throws {
    let gif = HandMadeFiles.gif(
      width: 8, height: 8, palette: [Fixtures.red], frames: [[UInt8](repeating: 0, count: 64)])
    #expect(isCorrupt(failure(of: Array(gif.prefix(12)))))
    let webp = try ImageEncoder.webp(Fixtures.gradient(width: 32, height: 32))
    #expect(isCorrupt(failure(of: Array(webp.prefix(webp.count / 2)))))
  }

  @Test("a PNG header claiming 100000×100000 is refused before anything is allocated")
  func hugePNG() {
    #expect(
      failure(of: HandMadeFiles.pngHeader(width: 100_000, height: 100_000))
        == .tooLarge(width: 100_000, height: 100_000))
    // Interlaced, 8000×8000 is decoded whole, past the full-size pixel cap (64 MP > 24 MP).
    #expect(
      failure(of: HandMadeFiles.pngHeader(width: 8000, height: 8000, interlaced: true))
        == .tooLarge(width: 8000, height: 8000))
    // Not interlaced, it is read row by row, under that cap (100 MP), so it gets as far as its
    // empty image data; 12000×12000 does not.
    #expect(isCorrupt(failure(of: HandMadeFiles.pngHeader(width: 8000, height: 8000))))
    #expect(
      failure(of: HandMadeFiles.pngHeader(width: 12000, height: 12000))
        == .tooLarge(width: 12000, height: 12000))
    // Cut right after its header chunk, it still says so; a small one cut there is corrupt.
    #expect(
      failure(of: Array(HandMadeFiles.pngHeader(width: 30_000, height: 30_000).prefix(33)))
        == .tooLarge(width: 30_000, height: 30_000))
    #expect(isCorrupt(failure(of: Array(HandMadeFiles.pngHeader(width: 8, height: 8).prefix(33)))))
  }

  @Test("a GIF with a huge logical screen and a one-pixel frame is refused")
  func hugeGIF() {
    let gif = HandMadeFiles.gif(
      width: 1, height: 1, palette: [Fixtures.red], frames: [[0]], screen: (15000, 15000))
    #expect(failure(of: gif) == .tooLarge(width: 15000, height: 15000))
  }

  @Test("a JPEG or WebP header claiming too many pixels is refused")
  func hugeJPEGAndWebP() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.gradient(width: 16, height: 16))
    #expect(
      failure(of: HandMadeFiles.jpeg(jpeg, claiming: 60000, 60000))
        == .tooLarge(width: 60000, height: 60000))
    #expect(
      failure(of: HandMadeFiles.webpCanvas(width: 16000, height: 16000))
        == .tooLarge(width: 16000, height: 16000))
    // Lossless WebP is decoded whole, so it has the lower, full-size cap (30 MP > 24 MP).
    #expect(
      failure(of: HandMadeFiles.webpLossless(width: 6000, height: 5000))
        == .tooLarge(width: 6000, height: 5000))
    // A lossy one is rescaled row by row, up to 100 MP, unless it has alpha, which libwebp
    // holds whole: then it too has the full-size cap.
    #expect(isCorrupt(failure(of: HandMadeFiles.webpLossy(width: 10000, height: 10000))))
    #expect(
      failure(of: HandMadeFiles.webpLossy(width: 10000, height: 10001))
        == .tooLarge(width: 10000, height: 10001))
    #expect(
      failure(of: HandMadeFiles.webpLossy(width: 6000, height: 5000, alpha: true))
        == .tooLarge(width: 6000, height: 5000))
    #expect(isCorrupt(failure(of: HandMadeFiles.webpLossy(width: 4000, height: 3000, alpha: true))))
  }

  @Test("the limits can be tightened")
  func customLimits() throws {
    let png = try Fixtures.png(Fixtures.gradient(width: 100, height: 100))
    let strict = DecodeLimits(maxSide: 64)
    #expect(throws: PictureError.tooLarge(width: 100, height: 100)) {
      try ImageDecoder.decode(png, limits: strict)
    }
  }

  @Test("thousands of damaged files of every format never crash, hang or allocate wildly")
  func fuzz() throws {
    let image = Fixtures.gradient(width: 48, height: 32)
    let originals: [[UInt8]] = [
      try Fixtures.png(image), try Fixtures.jpeg(image, orientation: .rotated90),
      try ImageEncoder.webp(image), try ImageEncoder.webp(image, lossless: false),
      HandMadeFiles.gif(
        width: 8, height: 8, palette: [Fixtures.red, Fixtures.blue],
        frames: [(0..<64).map { UInt8($0 % 2) }]),
      HandMadeFiles.bmp(image),
    ]
    var generator = SplitMix64(seed: 2024)
    var failures = 0
    var successes = 0
    let before = ProcessMemory.peakMegabytes()
    let start = ContinuousClock.now
    for original in originals {
      for round in 0..<300 {
        var bytes = original
        if round % 3 == 0 {
          bytes = Array(bytes.prefix(Int.random(in: 1...bytes.count, using: &generator)))
        } else {
          for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[index] = UInt8.random(in: 0...255, using: &generator)
          }
        }
        do {
          let decoded = try ImageDecoder.decode(bytes)
          #expect(decoded.image.pixels.count == decoded.image.width * decoded.image.height * 4)
          successes += 1
        } catch {
          failures += 1
        }
      }
    }
    #expect(failures > 100)
    #expect(successes > 100)
    #expect(ContinuousClock.now - start < .seconds(20))
    #expect(ProcessMemory.peakMegabytes() - before < 256)
  }
}
