import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures on the Linux console (TERM=linux) in the symbols its fonts have")
struct ConsoleSymbolScreenTests {
  /// A 2:1 picture with hard edges, smooth tones and transparency: a disc shaded from red to
  /// blue on transparency, with a green bar across it.
  static let picture = PixelImage(width: 128, height: 64) { x, y in
    let dx = x - 64
    let dy = (y - 32) * 2
    guard dx * dx + dy * dy < 60 * 60 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    if (28..<36).contains(y) { return TestImages.green }
    return RGBA(red: UInt8(255 - x * 2), green: UInt8(y * 2), blue: UInt8(x * 2))
  }

  /// The app at 80x24 with 8 colours, as on the console, on one entry with the picture, drawn
  /// with `symbols`.
  func screen(symbols: PictureSymbols) throws -> Buffer {
    let folder = try PictureFolder()
    try folder.write(try ImageEncoder.png(Self.picture), to: "disc.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "image": "disc.png"}]}"#,
      to: "doc.json")
    return try PictureApp(path: path, colorCount: 8, symbols: symbols).screen()
  }

  @Test("the feed's picture is drawn in blanks, the full block, half blocks and shades alone")
  func consoleScreen() throws {
    let screen = try screen(symbols: .console)
    expectScreen(
      screen,
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "                                 ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
        "                            ▄▄    ▀                ▄▄",
        "                         ▄                            ▄",
        "                                   ▀▀                   ▌",
        "                       ▐",
        "                       ▐             ▀   ▀              ▌",
        "                         ▀                             ▀",
        "                           ▀▀         ▀▀▀          ▀▀",
        "                                ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
        "  disc.png",
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
    let symbols = Set(screen.cells(rows: 3..<12).map(\.grapheme))
    #expect(symbols.isSubset(of: PictureSymbols.consoleSymbols), "\(symbols.sorted())")
  }

  @Test("elsewhere the same picture takes quadrants and eighths, which the console lacks")
  func blocksScreen() throws {
    let screen = try screen(symbols: .blocks)
    let symbols = Set(screen.cells(rows: 3..<12).map(\.grapheme))
    #expect(!symbols.isSubset(of: PictureSymbols.consoleSymbols), "\(symbols.sorted())")
  }
}
