import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture on the selected line looks as it does elsewhere")
struct SelectedPictureTests {
  /// A red disc on transparency, 64 pixels across: 8×4 cells in the profile's 10×4 box.
  static let disc = PixelImage(width: 64, height: 64) { x, y in
    let (dx, dy) = (x - 32, y - 32)
    return dx * dx + dy * dy < 28 * 28 ? TestImages.red : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  }

  @Test(
    "the selection leaves the avatar's first line alone, its clear parts included",
    arguments: [256, 8, 0])
  func avatarOnTheSelectedLine(colorCount: Int) throws {
    let folder = try PictureFolder()
    let png = try ImageEncoder.png(Self.disc)
    try folder.write(png, to: "me.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "radioboo", "pictureUrl": "me.png"}], "feed": []}"#,
      to: "doc.json")
    let screen = try PictureApp(path: path, start: [.profile("u1")], colorCount: colorCount)
      .screen()
    let picture = try Picture(
      decoding: png, fitting: Size(width: 10, height: 4),
      colors: PictureColorMode(terminalColors: colorCount))
    #expect(picture.size == Size(width: 8, height: 4))
    #expect(screen[0, 1].grapheme == ">")
    for y in 0..<4 {
      for x in 0..<8 {
        #expect(screen[3 + x, 1 + y] == picture.cells[x, y], "cell \(x),\(y)")
      }
    }
  }
}
