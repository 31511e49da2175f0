import Testing

@testable import Pictures

@Suite("A GIF whose first image does not fit its logical screen is shown at the image's size")
struct GIFScreenTests {
  /// A 6×4 image in two colours.
  let pixels = (0..<24).map { UInt8($0 % 2) }
  let palette = [Fixtures.red, RGBA(red: 0, green: 0, blue: 255)]

  @Test("A screen smaller than the image, or 0×0, decodes as the image does on a screen its size")
  func screenGrown() throws {
    let fitting = HandMadeFiles.gif(width: 6, height: 4, palette: palette, frames: [pixels])
    let expected = try ImageDecoder.decode(fitting) { $0 }.image
    for screen in [(3, 2), (6, 2), (0, 0), (0, 4)] {
      let file = HandMadeFiles.gif(
        width: 6, height: 4, palette: palette, frames: [pixels], screen: screen)
      let image = try ImageDecoder.decode(file) { $0 }.image
      let same = image == expected
      #expect(same, "screen \(screen)")
    }
    // A file that fits is left as it is.
    #expect(GIFScreen.fitted(fitting) == nil)
  }
}
