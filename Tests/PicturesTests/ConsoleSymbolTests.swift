import Pictures
import Render
import Testing

@Suite("Pictures for the Linux console, drawn only with the symbols its fonts have")
struct ConsoleSymbolTests {
  /// Pictures of every kind the symbols must cope with: hard edges, smooth tones, grain, a
  /// shape on transparency and half-transparent ink.
  static let images: [(String, PixelImage)] = [
    ("halves", Fixtures.halves(width: 96, height: 48)),
    ("gradient", Fixtures.gradient(width: 160, height: 96)),
    ("grainy", Fixtures.grainy(width: 160, height: 96)),
    (
      "disc on transparency",
      PixelImage(width: 96, height: 96) { x, y in
        (x - 48) * (x - 48) + (y - 48) * (y - 48) < 40 * 40 ? Fixtures.red : Fixtures.clear
      }
    ),
    (
      "half-transparent stripes",
      PixelImage(width: 96, height: 64) { x, y in
        RGBA(
          red: UInt8(x * 2), green: 200, blue: UInt8(y * 3), alpha: UInt8((x / 6 + y / 5) % 4 * 80))
      }
    ),
  ]

  /// The symbols of a picture's cells.
  func symbols(of picture: Picture) -> Set<Character> {
    var found: Set<Character> = []
    for y in 0..<picture.cells.height {
      for x in 0..<picture.cells.width { found.insert(picture.cells[x, y].grapheme) }
    }
    return found
  }

  @Test(
    "every cell is a blank, the full block, a half block or a shade, in any colours",
    arguments: PictureColorMode.allCases)
  func onlyConsoleSymbols(colors: PictureColorMode) {
    let renderer = SymbolRenderer()
    for (name, image) in Self.images {
      for background in [Fixtures.black, Fixtures.white] {
        let picture = renderer.render(
          image, originalSize: image.size, fitting: Size(width: 30, height: 12), colors: colors,
          symbols: .console, background: background)
        #expect(picture.size.width > 0, "\(name)")
        let stray = symbols(of: picture).subtracting(PictureSymbols.consoleSymbols)
        #expect(stray.isEmpty, "\(name) in \(colors) over \(background): \(stray.sorted())")
      }
    }
  }

  @Test("the block symbols draw the same pictures with quadrants and eighths the console lacks")
  func blocksUseMore() {
    let renderer = SymbolRenderer()
    var all: Set<Character> = []
    for (_, image) in Self.images {
      let picture = renderer.render(
        image, originalSize: image.size, fitting: Size(width: 30, height: 12),
        colors: .indexed256, symbols: .blocks, background: Fixtures.black)
      all.formUnion(symbols(of: picture))
    }
    #expect(!all.subtracting(PictureSymbols.consoleSymbols).isEmpty, "\(all.sorted())")
  }

  @Test("the console's picture of smooth tones uses its half blocks; without colour, its shades")
  func consoleUsesShadesAndHalves() {
    let image = Fixtures.gradient(width: 160, height: 96)
    for colors in PictureColorMode.allCases {
      let picture = SymbolRenderer().render(
        image, originalSize: image.size, fitting: Size(width: 30, height: 12), colors: colors,
        symbols: .console, background: Fixtures.black)
      let found = symbols(of: picture)
      // In colour, each cell's two colours draw its tones; without, the shades do.
      let wanted: Set<Character> = colors == .none ? ["░", "▒", "▓"] : ["▀", "▄", "▌", "▐"]
      #expect(!found.isDisjoint(with: wanted), "\(colors): \(found.sorted())")
    }
  }
}
