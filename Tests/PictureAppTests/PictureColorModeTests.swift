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

  @Test("--no-images draws the frame alone, with no note and no picture cell")
  func noImages() throws {
    let (folder, path) = try document(TestImages.red, TestImages.blue)
    defer { _ = folder }
    let screen = try PictureApp(path: path, pictures: false).screen()
    let inner = "  │" + String(repeating: " ", count: 75) + "│"
    expectScreen(
      screen,
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "  ┌" + String(repeating: "─", count: 75) + "┐",
        inner, inner, inner,
        "  │                                  ▣ p.png                                  │",
        inner, inner, inner,
        "  └" + String(repeating: "─", count: 75) + "┘",
        "  p.png",
      ] + Array(repeating: "", count: 10) + [" 1/1 entry"])
    #expect(screen.colouredArea(rows: box) == nil)
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
      })
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
