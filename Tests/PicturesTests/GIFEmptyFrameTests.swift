import Testing

@testable import Pictures

@Suite("A GIF's frames of no pixels are passed over, to the first frame that has some")
struct GIFEmptyFrameTests {
  /// A 6×4 image in two colours.
  let pixels = (0..<24).map { UInt8($0 % 2) }
  let palette = [Fixtures.red, RGBA(red: 0, green: 0, blue: 255)]

  @Test("0×0 frames before the first full one: the full one is drawn, as if it came first")
  func emptyFramesFirst() throws {
    let plain = HandMadeFiles.gif(width: 6, height: 4, palette: palette, frames: [pixels])
    let expected = try ImageDecoder.decode(plain) { $0 }.image
    for count in [1, 2] {
      let file = HandMadeFiles.gif(
        width: 6, height: 4, palette: palette, frames: [pixels], emptyFrames: count)
      let image = try ImageDecoder.decode(file) { $0 }.image
      let same = image == expected
      #expect(same, "\(count) empty frames first")
    }
  }

  @Test("a GIF of only 0×0 frames holds no pixels: an error, not a blank picture")
  func onlyEmptyFrames() {
    let file = HandMadeFiles.gif(
      width: 6, height: 4, palette: palette, frames: [], emptyFrames: 1)
    #expect(throws: PictureError.noPixels) { try ImageDecoder.decode(file) { $0 } }
  }

  @Test("a file cut short before any frame with pixels is left to the decoder, which says so")
  func cutShort() throws {
    let file = HandMadeFiles.gif(
      width: 6, height: 4, palette: palette, frames: [pixels], emptyFrames: 1)
    let cut = Array(file.prefix(file.count - 3))
    #expect(try GIFFrames.skippingEmpty(cut) == nil)
  }
}
