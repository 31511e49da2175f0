import Render
import Testing

@testable import Pictures

@Suite("See-through parts of a picture")
struct TransparencyTests {
  /// A red disc on transparency, 160 pixels across.
  static let disc = PixelImage(width: 160, height: 160) { x, y in
    let (dx, dy) = (x - 80, y - 80)
    return dx * dx + dy * dy < 70 * 70 ? Fixtures.red : Fixtures.clear
  }

  /// A picture's blank cell.
  static let blank = Cell(isPicture: true)

  /// Four cells of 8×16 pixels: clear over red, all clear; all red, red beside clear.
  static let quarters = PixelImage(width: 16, height: 32) { x, y in
    switch (x < 8, y < 16) {
    case (true, true): y < 8 ? Fixtures.clear : Fixtures.red
    case (false, true): Fixtures.clear
    case (true, false): Fixtures.red
    case (false, false): x < 12 ? Fixtures.red : Fixtures.clear
    }
  }

  @Test(
    "no cell draws ink in the terminal's text colour, and a clear cell is a plain blank",
    arguments: [PictureColorMode.indexed256, .indexed16, .indexed8])
  func noInkInTheDefaultColour(colors: PictureColorMode) throws {
    let picture = try Picture(
      decoding: try Fixtures.png(Self.disc), fitting: Size(width: 20, height: 10), colors: colors)
    for y in 0..<picture.size.height {
      for x in 0..<picture.size.width {
        let cell = picture.cells[x, y]
        if cell.grapheme == " " {
          #expect(cell.style.foreground == .default, "cell \(x),\(y): \(cell)")
        } else {
          #expect(cell.style.foreground != .default, "cell \(x),\(y): \(cell)")
        }
      }
    }
    // The corners are wholly clear.
    for (x, y) in [(0, 0), (19, 0), (0, 9), (19, 9)] {
      #expect(picture.cells[x, y] == Self.blank, "cell \(x),\(y)")
    }
  }

  @Test("a cell half clear is the opaque half in its colour on the default background")
  func halfClearCells() throws {
    let picture = try Picture(
      decoding: try Fixtures.png(Self.quarters), fitting: Size(width: 2, height: 2))
    let red = Style(foreground: .indexed(196))
    #expect(picture.size == Size(width: 2, height: 2))
    #expect(picture.cells[0, 0] == Cell(grapheme: "▄", style: red, isPicture: true))
    #expect(picture.cells[1, 0] == Self.blank)
    #expect(picture.cells[0, 1] == Cell(grapheme: " ", style: .bg(.indexed(196)), isPicture: true))
    #expect(picture.cells[1, 1] == Cell(grapheme: "▌", style: red, isPicture: true))
  }

  @Test(
    "a symbol whose ink is see-through becomes its complement (a shade the other shade), or the nearest to it",
    arguments: [
      ("▀", "▄"), ("▌", "▐"), ("▘", "▟"), ("▚", "▞"), ("▔", "▇"), ("▕", "▉"), (" ", "█"),
      ("▁", "█"), ("▃", "▀"), ("▆", "▔"), ("▍", "▐"), ("█", " "), ("░", "▓"), ("▒", "▒"),
      ("▓", "░"),
    ] as [(Character, Character)])
  func complement(symbol: Character, opaque: Character) {
    let cell = BlockSymbol.cell(symbol, ink: nil, ground: .indexed(196))
    let expected = opaque == " " ? Cell.blank : Cell(grapheme: opaque, style: .fg(.indexed(196)))
    #expect(cell == expected)
  }
}
