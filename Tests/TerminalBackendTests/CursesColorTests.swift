import CNcursesw
import Render
import Testing

@testable import TerminalBackend

extension CursesDrawingTests {
  /// The foreground and background colour numbers curses holds for the cell at `x`, `y`.
  func colors(_ screen: CursesScreen, x: Int, y: Int) -> [Int32]? {
    guard let pair = screen.style(x: x, y: y)?.pair else { return nil }
    var foreground: Int32 = 0
    var background: Int32 = 0
    guard extended_pair_content(pair, &foreground, &background) == OK else { return nil }
    return [foreground, background]
  }

  @Test("palette colours above 15 draw as themselves on a 256-colour terminal")
  func paletteColors() throws {
    let screen = try CursesScreen.headless(size: Size(width: 4, height: 1))
    defer { screen.end() }
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("▀", x: 0, y: 0, style: Style(foreground: .indexed(196), background: .indexed(21)))
    buffer.write("▄", x: 1, y: 0, style: Style(foreground: .indexed(255), background: .default))
    screen.draw(buffer)
    #expect(colors(screen, x: 0, y: 0) == [196, 21])
    #expect(colors(screen, x: 1, y: 0) == [255, -1])
  }

  @Test("more than 32767 colour pairs on one screen, each drawn in its own colours")
  func extendedPairs() throws {
    let size = Size(width: 200, height: 170)
    let screen = try CursesScreen.headless(size: size)
    defer { screen.end() }
    #expect((screen.pairs?.limit ?? 0) > 34_000)
    var buffer = Buffer(width: size.width, height: size.height)
    for index in 0..<(size.width * size.height) {
      let style = Style(
        foreground: .indexed(UInt8(index % 256)), background: .indexed(UInt8(index / 256)))
      buffer.set(Cell(grapheme: "▀", style: style), x: index % size.width, y: index / size.width)
    }
    screen.draw(buffer)
    #expect(screen.pairs?.count == size.width * size.height)
    #expect(screen.pairs?.resets == 0)
    let last = size.width * size.height - 1
    #expect((screen.style(x: last % size.width, y: last / size.width)?.pair ?? 0) > 32767)
    #expect(
      colors(screen, x: last % size.width, y: last / size.width) == [
        Int32(last % 256), Int32(last / 256),
      ])
    #expect(colors(screen, x: 5, y: 0) == [5, 0])
  }

  @Test("when the pairs run out, they are reset and the whole frame repainted in true colours")
  func pairsRunOut() throws {
    let screen = try CursesScreen.headless(size: Size(width: 6, height: 1), maxPairs: 9)
    defer { screen.end() }
    func frame(_ base: UInt8) -> Buffer {
      var buffer = Buffer(width: 6, height: 1)
      for x in 0..<6 {
        buffer.set(Cell(grapheme: "x", style: .bg(.indexed(base + UInt8(x)))), x: x, y: 0)
      }
      return buffer
    }
    screen.draw(frame(100))
    #expect(screen.pairs?.count == 6)
    screen.draw(frame(200))  // 6 new pairs: only 2 left, so all are redefined
    #expect(screen.pairs?.resets == 1)
    #expect(screen.pairs?.count == 6)
    #expect(screen.cellsWrittenInLastFrame == 6)
    for x in 0..<6 { #expect(colors(screen, x: x, y: 0) == [-1, Int32(200 + x)]) }
    screen.draw(frame(200))
    #expect(screen.cellsWrittenInLastFrame == 0)
    #expect(screen.pairs?.resets == 1)
  }

  @Test("a frame needing more pairs than exist at once draws the rest in default colours")
  func framePastEveryPair() throws {
    let screen = try CursesScreen.headless(size: Size(width: 10, height: 1), maxPairs: 5)
    defer { screen.end() }
    var buffer = Buffer(width: 10, height: 1)
    for x in 0..<10 {
      buffer.set(Cell(grapheme: "x", style: .bg(.indexed(UInt8(50 + x)))), x: x, y: 0)
    }
    screen.draw(buffer)
    for x in 0..<4 { #expect(colors(screen, x: x, y: 0) == [-1, Int32(50 + x)]) }
    for x in 4..<10 { #expect(screen.style(x: x, y: 0)?.pair == 0) }
    #expect(screen.row(0) == "xxxxxxxxxx")
  }
}

extension CursesDrawingTests {
  @Test("after each frame, curses holds every row in the styles it is drawn in")
  func drawnStylesKept() throws {
    let screen = try CursesScreen.headless(size: Size(width: 12, height: 2))
    defer { screen.end() }
    var first = Buffer(width: 12, height: 2)
    first.write("ab cd", x: 0, y: 0, style: Style(foreground: .red, background: .blue))
    first.write("xy", x: 0, y: 1)
    screen.draw(first)
    var second = first
    second.write("ab", x: 0, y: 0, style: Style(foreground: .green, background: .blue))
    second.write("cd", x: 3, y: 0, style: Style(foreground: .green, background: .blue))
    screen.draw(second)
    let drawn = second.drawnStyles(ofRow: 0)
    let expected = try #require(screen.resolvedStyles[drawn[2]])
    #expect(screen.style(x: 2, y: 0)?.pair == expected.pair, "the space between green words")
    #expect(colors(screen, x: 2, y: 0) == [Int32(COLOR_GREEN), Int32(COLOR_BLUE)])
    #expect(screen.cellsWrittenInLastFrame == 5, "the words and the space between them")
  }
}
