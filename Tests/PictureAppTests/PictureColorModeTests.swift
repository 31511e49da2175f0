import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures in as many colours as the terminal has, or none")
struct PictureColorModeTests {
  /// A document with one entry whose 2:1 picture is `left` on the left and `right` on the
  /// right.
  func document(_ left: RGBA, _ right: RGBA) throws -> (PictureFolder, String) {
    let folder = try PictureFolder()
    try folder.write(
      try ImageEncoder.png(TestImages.halves(width: 64, height: 32, left, right)), to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "image": "p.png"}]}"#,
      to: "doc.json")
    return (folder, path)
  }

  /// The feed row's picture box at 80x24: lines 3 to 11, 77 columns (less the gutter and the
  /// scrollbar's column).
  let box = 3..<12

  @Test("--no-images gives a picture one line naming it, and no picture cell")
  func noImages() throws {
    let (folder, path) = try document(TestImages.red, TestImages.blue)
    defer { _ = folder }
    let screen = try PictureApp(path: path, pictures: false).screen()
    expectScreen(
      screen,
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "  ▣ p.png",
      ] + Array(repeating: "", count: 19) + [" 1/1 entry"])
    #expect(screen.colouredArea(rows: 0..<24) == nil)
  }

  @Test("--no-images: an entry's attachments are one line each, with the alt text whole")
  func noImagesEntry() throws {
    let folder = try PictureFolder()
    try folder.write(
      try ImageEncoder.png(TestImages.halves(width: 8, height: 8, TestImages.red, TestImages.blue)),
      to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "media": [{"path": "p.png", "description": "A red and blue square, drawn in two halves to test the colours of a terminal"}, {"path": "clip.mp4", "type": "video"}]}]}"#,
      to: "doc.json")
    let app = try PictureApp(path: path, size: Size(width: 40, height: 12), pictures: false)
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                   ? help",
        "> n",
        "  c",
        "  ▣ p.png · “A red and blue…” · +1 more",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "doc.json › Feed › Entry by n      ? help",
        "> n",
        "",
        "  c",
        "",
        "  ▣ p.png · “A red and blue square,",
        "  drawn in two halves to test the",
        "  colours of a terminal”",
        "  ▶ clip.mp4 (missing)",
        "",
        "",
        " 1/4 author",
      ])
  }

  @Test("--no-images at 20 columns: the caption keeps half the line, what follows it is cut")
  func noImagesNarrow() throws {
    let folder = try PictureFolder()
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "sensitive": true, "media": [{"path": "p.png", "description": "A red and blue square"}, {"path": "clip.mp4", "type": "video"}]}]}"#,
      to: "doc.json")
    let app = try PictureApp(path: path, size: Size(width: 20, height: 6), pictures: false)
    // The caption, not the hint, is what tells which picture this is: here, that it is
    // missing (no p.png is written).
    expectScreen(
      try app.press("<Space>"),
      [
        "… › Feed      ? help",
        "> n",
        "  c",
        "  ▣ (miss… · +1 mo…",
        "",
        " 1/1 entry",
      ])
  }

  @Test("without colour (NO_COLOR), pictures are shapes in the default colours")
  func noColor() throws {
    let (folder, path) = try document(TestImages.white, TestImages.black)
    defer { _ = folder }
    let screen = try PictureApp(path: path, colorCount: 0).screen()
    let cells = screen.cells(rows: box)
    #expect(cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    // White shows as blocks in the default foreground, black as blanks.
    let lines = screen.lines[box]
    #expect(
      lines.allSatisfy {
        $0 == String(repeating: " ", count: 22) + String(repeating: "█", count: 18)
      }, "\(lines)")
  }

  @Test(
    "without colour, black on the left and white on the right: the white inked on a dark or unknown background, the black on a light one"
  )
  func noColorLight() throws {
    let (folder, path) = try document(TestImages.black, TestImages.white)
    defer { _ = folder }
    let app = try PictureApp(path: path, colorCount: 0)
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "  p.png",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    _ = app.driver.send([.background(RGBColor(red: 255, green: 255, blue: 255))])
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "                      ██████████████████",
        "  p.png",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    _ = app.driver.send([.background(RGBColor(red: 0, green: 43, blue: 54))])
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "  p.png",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
  }

  @Test("16 colours draw the picture in the 16 base colours")
  func sixteenColors() throws {
    let (folder, path) = try document(TestImages.red, TestImages.blue)
    defer { _ = folder }
    let screen = try PictureApp(path: path, colorCount: 16).screen()
    let area = try #require(screen.colouredArea(rows: box))
    #expect(area == Rect(x: 22, y: 3, width: 36, height: 9))
    let colors = screen.visibleColors(in: area)
    #expect(colors.allSatisfy { if case .indexed(let index) = $0 { index < 16 } else { false } })
    #expect(
      screen.visibleColors(in: Rect(x: 22, y: 3, width: 17, height: 9)).allSatisfy { $0.isRed })
    #expect(
      screen.visibleColors(in: Rect(x: 41, y: 3, width: 17, height: 9)).allSatisfy { $0.isBlue })
  }

  @Test("8 colours draw the picture in the 8 basic colours")
  func eightColors() throws {
    let (folder, path) = try document(TestImages.red, TestImages.blue)
    defer { _ = folder }
    let screen = try PictureApp(path: path, colorCount: 8).screen()
    let area = try #require(screen.colouredArea(rows: box))
    let colors = screen.visibleColors(in: area)
    #expect(colors.allSatisfy { if case .indexed(let index) = $0 { index < 8 } else { false } })
    #expect(
      screen.visibleColors(in: Rect(x: 22, y: 3, width: 17, height: 9)).allSatisfy { $0.isRed })
    #expect(
      screen.visibleColors(in: Rect(x: 41, y: 3, width: 17, height: 9)).allSatisfy { $0.isBlue })
  }
}
