import Render
import Testing

@testable import Pictures

@Suite("Palette colours matched in DIN99d")
struct PaletteMatchingTests {
  @Test(
    "palette colours match themselves; a grey becomes a grey",
    arguments: [
      (0xFF0000, 196), (0x0000FF, 21), (0x00005F, 17), (0x808080, 244), (0xFFFFFF, 231),
      (0x000000, 16), (0xD7AF87, 180),
    ])
  func nearest(packed: Int, index: Int) {
    var matcher = PaletteMatcher()
    #expect(Int(matcher.index(ofPacked: Int32(packed))) == index)
  }

  @Test(
    "with 8 colours each colour takes the nearest of xterm's first eight; a grey stays neutral",
    arguments: [
      (0xFFFF00, 3), (0x00FFFF, 6), (0xCDCD00, 3), (0xFFA500, 3), (0x800000, 1), (0xFFFFFF, 7),
      (0x606060, 0), (0x686868, 7), (0x000000, 0),
    ])
  func nearestOfEight(packed: Int, index: Int) {
    var matcher = PaletteMatcher(.base8)
    #expect(Int(matcher.index(ofPacked: Int32(packed))) == index)
  }

  @Test(
    "with 16 colours, full strength takes the bright eight and a mid grey takes grey",
    arguments: [(0xFFFF00, 11), (0x00FFFF, 14), (0xCDCD00, 3), (0x808080, 8), (0x0000FF, 4)])
  func nearestOfSixteen(packed: Int, index: Int) {
    var matcher = PaletteMatcher(.base16)
    #expect(Int(matcher.index(ofPacked: Int32(packed))) == index)
  }

  /// Random colours, each a patch of 6 by 2 cells, in a picture of 48 by 12 cells.
  func patches() -> (image: PixelImage, colors: [RGBA]) {
    var random = SplitMix64(seed: 3)
    let colors = (0..<48).map { _ in
      RGBA(
        red: UInt8(random.next() % 256), green: UInt8(random.next() % 256),
        blue: UInt8(random.next() % 256))
    }
    let image = PixelImage(width: 384, height: 192) { x, y in colors[(y / 32) * 8 + x / 48] }
    return (image, colors)
  }

  /// The mean DIN99d distance between each patch's colour and the colour shown in its cells.
  func meanError(_ picture: Picture, _ colors: [RGBA]) throws -> Float {
    var total: Float = 0
    for (index, color) in colors.enumerated() {
      let cell = picture.cells[(index % 8) * 6 + 3, (index / 8) * 2]
      let shown = cell.grapheme == "█" ? cell.style.foreground : cell.style.background
      guard case .indexed(let palette) = shown, palette >= 16 else {
        Issue.record("patch \(index) shows \(cell)")
        return .infinity
      }
      let (red, green, blue) = PaletteMatcher.rgb(ofPaletteIndex: Int(palette))
      let target = PaletteMatcher.point(
        red: Int(color.red), green: Int(color.green), blue: Int(color.blue))
      total += PaletteMatcher.point(red: red, green: green, blue: blue).distance(to: target)
        .squareRoot()
    }
    return total / Float(colors.count)
  }

  @Test("each flat patch shows the palette colour nearest it in DIN99d, nearer than RGB matching")
  func truerThanRGB() throws {
    let (image, colors) = patches()
    let box = Size(width: 48, height: 12)
    let din99d = SymbolRenderer().render(
      image, originalSize: image.size, fitting: box, colors: .indexed256)
    let rgb = SymbolRenderer(colorSpace: .rgb).render(
      image, originalSize: image.size, fitting: box, colors: .indexed256)
    #expect(din99d.size == box)
    var matcher = PaletteMatcher()
    for (index, color) in colors.enumerated() {
      let cell = din99d.cells[(index % 8) * 6 + 3, (index / 8) * 2]
      let shown = cell.grapheme == "█" ? cell.style.foreground : cell.style.background
      let packed = Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
      #expect(shown == .indexed(matcher.index(ofPacked: packed)), "patch \(index): \(cell)")
    }
    let errors = (try meanError(din99d, colors), try meanError(rgb, colors))
    #expect(errors.0 < errors.1 * 0.9, "DIN99d \(errors.0), RGB \(errors.1)")
  }

  @Test("in 256 colours, a cell of one colour is a blank on that colour, not a block or a symbol")
  func oneColourCells() throws {
    let image = PixelImage(width: 64, height: 64) { x, y in
      x < 32 ? RGBA(red: 200, green: 30, blue: 40) : RGBA(red: 202, green: 28, blue: 44)
    }
    let picture = SymbolRenderer().render(
      image, originalSize: image.size, fitting: Size(width: 8, height: 4), colors: .indexed256)
    #expect(picture.cells.lines.allSatisfy { $0.isEmpty }, "\(picture.cells.lines)")
    let block = Cell(
      grapheme: "█", style: Style(foreground: .indexed(160), background: .indexed(17)))
    #expect(
      SymbolRenderer.simplest(block) == Cell(grapheme: " ", style: Style(background: .indexed(160)))
    )
    let transparent = Cell(grapheme: "▀", style: Style(foreground: .indexed(160)))
    #expect(SymbolRenderer.simplest(transparent) == transparent)
  }
}
