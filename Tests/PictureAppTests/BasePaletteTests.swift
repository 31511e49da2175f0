import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures on 8- and 16-colour terminals take xterm's nearest base colour")
struct BasePaletteTests {
  /// Twelve bars: the eight basic colours at full strength, then xterm's own dark yellow,
  /// olive, orange and maroon.
  static let bars: [RGBA] = [
    RGBA(red: 0, green: 0, blue: 0), RGBA(red: 255, green: 0, blue: 0),
    RGBA(red: 0, green: 255, blue: 0), RGBA(red: 255, green: 255, blue: 0),
    RGBA(red: 0, green: 0, blue: 255), RGBA(red: 255, green: 0, blue: 255),
    RGBA(red: 0, green: 255, blue: 255), RGBA(red: 255, green: 255, blue: 255),
    RGBA(red: 205, green: 205, blue: 0), RGBA(red: 128, green: 128, blue: 0),
    RGBA(red: 255, green: 165, blue: 0), RGBA(red: 128, green: 0, blue: 0),
  ]

  /// The app at 80x24 with `colorCount` colours on one entry whose picture is the twelve bars,
  /// 48 pixels each, 576×216: 48×9 cells, four columns a bar, from column 16. (Not wider than
  /// 3:1, which the feed would crop.)
  func screen(colorCount: Int) throws -> Buffer {
    let folder = try PictureFolder()
    let image = PixelImage(width: 576, height: 216) { x, _ in Self.bars[x / 48] }
    try folder.write(try ImageEncoder.png(image), to: "bars.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "image": "bars.png"}]}"#,
      to: "doc.json")
    return try PictureApp(path: path, colorCount: colorCount).screen()
  }

  /// The screen as the base colour each cell shows behind its text, as a buffer for
  /// `expectScreen`: `0` to `f` for colours 0 to 15, a blank for the default background, `?`
  /// for any other.
  func backgrounds(_ screen: Buffer) -> Buffer {
    var map = Buffer(width: screen.width, height: screen.height)
    for y in 0..<screen.height {
      for x in 0..<screen.width {
        let symbol: Character =
          switch screen[x, y].style.background {
          case .default: " "
          case .indexed(let index) where index < 16: Array("0123456789abcdef")[Int(index)]
          default: "?"
          }
        map.set(Cell(grapheme: symbol, style: .plain), x: x, y: y)
      }
    }
    return map
  }

  /// The expected backgrounds: each bar's colour over its four columns on lines 3 to 11, and
  /// nothing else in a colour (the selection and the status line are reversed).
  func expected(_ bars: String) -> [String] {
    let row =
      String(repeating: " ", count: 16) + bars.map { String(repeating: $0, count: 4) }.joined()
    return ["", "", ""] + Array(repeating: row, count: 9) + Array(repeating: "", count: 12)
  }

  @Test("with 8 colours, yellow and cyan are yellow and cyan, not white; orange is yellow")
  func eightColors() throws {
    // black, red, green, yellow, blue, magenta, cyan, white, dark yellow, olive, orange, maroon
    expectScreen(backgrounds(try screen(colorCount: 8)), expected("012345673331"))
  }

  @Test("with 16 colours, full-strength colours take the bright eight, xterm's own the dark")
  func sixteenColors() throws {
    expectScreen(backgrounds(try screen(colorCount: 16)), expected("09ab4def3331"))
  }
}
