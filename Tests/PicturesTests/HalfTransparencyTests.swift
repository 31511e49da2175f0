import Render
import Testing

@testable import Pictures

@Suite("Half-transparent pixels over the terminal's background")
struct HalfTransparencyTests {
  static let white = RGBA(red: 255, green: 255, blue: 255)
  static let halfWhite = RGBA(red: 255, green: 255, blue: 255, alpha: 128)
  static let halfRed = RGBA(red: 255, green: 0, blue: 0, alpha: 128)

  /// White at half opacity on the left, red at half opacity on the right, 64×32 pixels, as a
  /// logo's soft parts are: four cells in a row.
  static let semi = Fixtures.halves(width: 64, height: 32, left: halfWhite, right: halfRed)

  /// The row of cells `image` makes, 4 columns by 1 line, over `background`.
  func cells(
    _ image: PixelImage, over background: RGBA, colors: PictureColorMode = .indexed256
  ) throws -> [Cell] {
    let picture = try Picture(
      decoding: try Fixtures.png(image), fitting: Size(width: 4, height: 1), colors: colors,
      background: background)
    #expect(picture.size == Size(width: 4, height: 1))
    return (0..<4).map { picture.cells[$0, 0] }
  }

  /// A picture's cell that is all one palette colour.
  func solid(_ index: UInt8) -> Cell {
    Cell(grapheme: " ", style: .bg(.indexed(index)), isPicture: true)
  }

  @Test(
    "half-white over a light background is white, and half-red pink; over black, grey and maroon")
  func blendsWithTheBackground() throws {
    // 231 is the cube's white, 210 a pink (255, 135, 135); 244 is mid-grey, 88 a maroon.
    #expect(try cells(Self.semi, over: Self.white) == [231, 231, 210, 210].map(solid))
    #expect(try cells(Self.semi, over: .black) == [244, 244, 88, 88].map(solid))
  }

  @Test("in 16 colours too: bright white and bright red over white, grey and red over black")
  func blendsInSixteenColors() throws {
    #expect(
      try cells(Self.semi, over: Self.white, colors: .indexed16) == [15, 15, 9, 9].map(solid))
    #expect(try cells(Self.semi, over: .black, colors: .indexed16) == [8, 8, 1, 1].map(solid))
  }

  @Test("a wholly transparent part stays the terminal's own background, whatever its colour")
  func clearStaysClear() throws {
    let image = Fixtures.halves(width: 64, height: 32, left: Fixtures.clear, right: Self.halfWhite)
    for background in [Self.white, .black, RGBA(red: 40, green: 40, blue: 90)] {
      let row = try cells(image, over: background)
      #expect(row[0] == Cell(isPicture: true), "over \(background)")
      #expect(row[1] == Cell(isPicture: true), "over \(background)")
    }
  }

  @Test("the soft edge of a red disc is light red over white, never a dark rim")
  func softEdge() throws {
    // An opaque red disc with a ring at three quarters' opacity, as anti-aliasing leaves.
    let disc = PixelImage(width: 160, height: 160) { x, y in
      let distance = (x - 80) * (x - 80) + (y - 80) * (y - 80)
      if distance < 50 * 50 { return Fixtures.red }
      if distance < 75 * 75 { return RGBA(red: 255, green: 0, blue: 0, alpha: 192) }
      return Fixtures.clear
    }
    // The dark reds of the cube: 52, 88 and 124.
    let darkReds: Set<Color> = [.indexed(52), .indexed(88), .indexed(124)]
    func colors(over background: RGBA) throws -> Set<Color> {
      let picture = try Picture(
        decoding: try Fixtures.png(disc), fitting: Size(width: 20, height: 10),
        background: background)
      return picture.cells.visibleColors(columns: 0..<picture.size.width)
    }
    #expect(try colors(over: Self.white).isDisjoint(with: darkReds))
    #expect(try !colors(over: .black).isDisjoint(with: darkReds))
  }

  @Test(
    "without colour a dark background changes nothing; a light one is another request, inked on its dark parts"
  )
  func noColor() throws {
    let darkGrey = RGBA(red: 30, green: 30, blue: 30, alpha: 255)
    #expect(
      try cells(Self.semi, over: darkGrey, colors: .none)
        == cells(Self.semi, over: .black, colors: .none))
    let source = PictureSource(key: "k") { [] }
    let box = Size(width: 4, height: 1)
    #expect(
      PictureRequest(source, fitting: box, colors: .none, background: .black)
        == PictureRequest(source, fitting: box, colors: .none))
    #expect(
      PictureRequest(source, fitting: box, colors: .none, background: Self.white)
        != PictureRequest(source, fitting: box, colors: .none))
  }

  @Test("the same picture over another background is another request, drawn again")
  func requestIdentity() throws {
    let source = PictureSource(key: "k") { try Fixtures.png(Self.semi) }
    let box = Size(width: 4, height: 1)
    let dark = PictureRequest(source, fitting: box)
    let light = PictureRequest(source, fitting: box, background: Self.white)
    #expect(dark != light)
    #expect(dark.over(Self.white) == light)
    let picture = try Picture(loading: light)
    #expect(picture.cells[0, 0] == solid(231))
  }
}
