import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures blend their half-transparent parts with the terminal's background")
struct BackgroundBlendTests {
  /// A document with one entry whose 2:1 picture is white at half opacity on the left and red
  /// at half opacity on the right.
  func document() throws -> (PictureFolder, String) {
    let folder = try PictureFolder()
    let image = TestImages.halves(
      width: 64, height: 32, RGBA(red: 255, green: 255, blue: 255, alpha: 128),
      RGBA(red: 255, green: 0, blue: 0, alpha: 128))
    try folder.write(try ImageEncoder.png(image), to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "image": "p.png"}]}"#,
      to: "doc.json")
    return (folder, path)
  }

  /// The feed row's picture box at 80x24: lines 3 to 11.
  let box = Rect(x: 0, y: 3, width: 80, height: 9)

  static let white = RGBColor(red: 255, green: 255, blue: 255)

  @Test("until the terminal says, the background is black; its answer draws the pictures again")
  func lateAnswer() throws {
    let (folder, path) = try document()
    defer { _ = folder }
    let app = try PictureApp(path: path)
    // Grey 244 and maroon 88: half-white and half-red over black.
    let dark = app.screen().visibleColors(in: box)
    #expect(dark.isSuperset(of: [.indexed(244), .indexed(88)]), "\(dark)")
    #expect(!dark.contains(.indexed(231)))
    // The cube's white 231 and the pink 210 over white.
    _ = app.driver.send([.background(Self.white)])
    let light = app.screen().visibleColors(in: box)
    #expect(light.isSuperset(of: [.indexed(231), .indexed(210)]), "\(light)")
    #expect(light.isDisjoint(with: [.indexed(244), .indexed(88)]), "\(light)")
    // And back, for a terminal whose theme changed.
    _ = app.driver.send([.background(.black)])
    #expect(app.screen().visibleColors(in: box) == dark)
  }

  @Test("while a picture is drawn again over the new background, the one drawn before shows")
  func formerPictureStandsIn() throws {
    let (folder, path) = try document()
    defer { _ = folder }
    let app = try PictureApp(path: path)
    let before = app.screen()
    let during = app.driver.send([.background(Self.white)])
    for y in box.minY..<box.maxY {
      #expect(!during.lines[y].contains("…"), "line \(y): \(during.lines[y])")
    }
    // The picture drawn before, or the new one if it was drawn that fast: never a frame.
    let after = app.screen()
    #expect(during.lines == before.lines || during.lines == after.lines, "\(during.lines)")
  }

  @Test("the answer is no input: the status line's message and the selection stay")
  func noInput() throws {
    let (folder, path) = try document()
    defer { _ = folder }
    let app = try PictureApp(path: path)
    _ = app.screen()
    app.shell.show("kept")
    let screen = app.driver.send([.background(Self.white)])
    #expect(app.shell.message == "kept")
    #expect(screen.lines[23].contains("kept"))
  }
}
