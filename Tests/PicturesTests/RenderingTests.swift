import Pictures
import Render
import Testing

@Suite("Rendering to cells")
struct RenderingTests {
  let box = Size(width: 40, height: 40)

  @Test("red left, blue right: the left cells are palette red, the right palette blue")
  func halvesIn256Colors() throws {
    let png = try Fixtures.png(Fixtures.halves(width: 200, height: 100))
    let picture = try Picture(decoding: png, fitting: box, colors: .indexed256)
    #expect(picture.size == Size(width: 40, height: 10))
    #expect(picture.cells.visibleColors(columns: 0..<19) == [.indexed(196)])
    #expect(picture.cells.visibleColors(columns: 21..<40) == [.indexed(21)])
  }

  @Test("with 16 colours, red and blue come from the base colours")
  func halvesIn16Colors() throws {
    let png = try Fixtures.png(Fixtures.halves(width: 200, height: 100))
    let picture = try Picture(decoding: png, fitting: box, colors: .indexed16)
    #expect(picture.cells.visibleColors(columns: 0..<19).isSubset(of: [.indexed(1), .indexed(9)]))
    #expect(
      picture.cells.visibleColors(columns: 21..<40).isSubset(of: [.indexed(4), .indexed(12)]))
    let eight = try Picture(decoding: png, fitting: box, colors: .indexed8)
    #expect(eight.cells.visibleColors(columns: 0..<19) == [.indexed(1)])
    #expect(eight.cells.visibleColors(columns: 21..<40) == [.indexed(4)])
  }

  @Test("without colour, light is drawn with blocks and dark left blank, in default colours")
  func shapesOnly() throws {
    let png = try Fixtures.png(
      Fixtures.halves(width: 80, height: 40, left: Fixtures.white, right: Fixtures.black))
    let picture = try Picture(decoding: png, fitting: Size(width: 8, height: 8), colors: .none)
    #expect(picture.size == Size(width: 8, height: 2))
    #expect(picture.cells.lines == ["████", "████"])
    #expect(picture.cells.visibleColors(columns: 0..<8) == [.default])
  }

  @Test("half blocks: a cell's top and bottom get their own colours")
  func halfBlocks() throws {
    // Each cell row is 16 pixels high in a 16×32 image drawn as 2×2 cells.
    let image = PixelImage(width: 16, height: 32) { _, y in
      y % 16 < 8 ? Fixtures.red : Fixtures.blue
    }
    let picture = try Picture(
      decoding: try Fixtures.png(image), fitting: Size(width: 2, height: 2))
    #expect(picture.size == Size(width: 2, height: 2))
    for y in 0..<2 {
      for x in 0..<2 {
        let cell = picture.cells[x, y]
        let (top, bottom): (Color, Color) =
          switch cell.grapheme {
          case "▀": (cell.style.foreground, cell.style.background)
          case "▄": (cell.style.background, cell.style.foreground)
          default: (.default, .default)
          }
        #expect(top == .indexed(196), "cell \(x),\(y): \(cell)")
        #expect(bottom == .indexed(21), "cell \(x),\(y): \(cell)")
      }
    }
  }

  @Test("transparent pixels keep the terminal's default colour")
  func transparency() throws {
    let png = try Fixtures.png(
      Fixtures.halves(width: 200, height: 100, left: Fixtures.clear, right: Fixtures.blue))
    let picture = try Picture(decoding: png, fitting: box)
    #expect(picture.cells.visibleColors(columns: 0..<19) == [.default])
    #expect(picture.cells.lines.allSatisfy { $0.count <= 21 })
    #expect(picture.cells.visibleColors(columns: 21..<40) == [.indexed(21)])
  }

  @Test(
    "the aspect ratio holds, with cells twice as tall as wide",
    arguments: [
      (
        PixelSize(width: 200, height: 100), Size(width: 80, height: 80), Size(width: 80, height: 20)
      ),
      (
        PixelSize(width: 100, height: 200), Size(width: 80, height: 80), Size(width: 80, height: 80)
      ),
      (
        PixelSize(width: 100, height: 200), Size(width: 80, height: 20), Size(width: 20, height: 20)
      ),
      (
        PixelSize(width: 400, height: 300), Size(width: 60, height: 20), Size(width: 53, height: 20)
      ),
      (PixelSize(width: 4, height: 2), Size(width: 40, height: 40), Size(width: 40, height: 10)),
    ])
  func aspectRatio(pixels: PixelSize, box: Size, expected: Size) throws {
    let image = Fixtures.gradient(width: pixels.width, height: pixels.height)
    let picture = try Picture(decoding: try Fixtures.png(image), fitting: box)
    #expect(abs(picture.size.width - expected.width) <= 1)
    #expect(abs(picture.size.height - expected.height) <= 1)
    #expect(picture.size.width <= box.width && picture.size.height <= box.height)
    #expect(picture.pixelSize == pixels)
  }

  @Test("a rotated photo is drawn upright: red on top, blue below")
  func rotatedPhoto() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.halves(width: 256, height: 128), orientation: .rotated90)
    let picture = try Picture(decoding: jpeg, fitting: Size(width: 20, height: 20))
    #expect(picture.size == Size(width: 20, height: 20))
    #expect(picture.pixelSize == PixelSize(width: 128, height: 256))
    var top = Set<Color>()
    var bottom = Set<Color>()
    for x in 0..<20 {
      for y in 1..<8 { top.formUnion(picture.cells[x, y].visibleColors) }
      for y in 12..<19 { bottom.formUnion(picture.cells[x, y].visibleColors) }
    }
    #expect(top == [.indexed(196)])
    #expect(bottom == [.indexed(21)])
  }

  @Test("an empty box gives an empty picture, and a tiny image fills its box")
  func edgeSizes() throws {
    let png = try Fixtures.png(Fixtures.halves(width: 2, height: 2))
    #expect(try Picture(decoding: png, fitting: Size(width: 0, height: 5)).size == .zero)
    #expect(
      try Picture(decoding: png, fitting: Size(width: 10, height: 5)).size
        == Size(width: 10, height: 5))
  }

  @Test("every symbol is one column wide, so a picture is a plain grid")
  func oneColumnSymbols() throws {
    let jpeg = try Fixtures.jpeg(Fixtures.gradient(width: 300, height: 200))
    let picture = try Picture(decoding: jpeg, fitting: Size(width: 60, height: 20))
    for y in 0..<picture.size.height {
      for x in 0..<picture.size.width {
        #expect(picture.cells[x, y].width == 1)
        #expect(!picture.cells[x, y].isContinuation)
      }
    }
  }

  @Test("the colour mode follows the terminal's colour count")
  func colorModeChoice() {
    #expect(PictureColorMode(terminalColors: 256) == .indexed256)
    #expect(PictureColorMode(terminalColors: 88) == .indexed16)
    #expect(PictureColorMode(terminalColors: 16) == .indexed16)
    #expect(PictureColorMode(terminalColors: 8) == .indexed8)
    #expect(PictureColorMode(terminalColors: 0) == .none)
  }
}
