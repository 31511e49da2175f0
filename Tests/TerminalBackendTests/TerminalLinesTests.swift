import Render
import Testing

@testable import TerminalBackend

@Suite("A buffer's rows as the terminal is sent them")
struct TerminalLinesTests {
  @Test("emoji are in the form curses draws them, and every row keeps the buffer's columns")
  func emojiAsDrawn() {
    var buffer = Buffer(width: 12, height: 4)
    buffer.write("a👍🏽b❤️c", x: 0, y: 0)
    buffer.write("👨‍👩‍👧‍👦|", x: 0, y: 1)
    buffer.write("é|", x: 0, y: 2)
    buffer.write("plain", x: 0, y: 3, style: Style(attributes: .bold))
    #expect(buffer.lines == ["a👍🏽b❤️c", "👨‍👩‍👧‍👦|", "é|", "plain"])
    // The family is sent whole after the frame (longer than a curses cell holds); the e and
    // its accent stay one cell.
    #expect(buffer.terminalLines() == ["a👍b❤ c", "👨‍👩‍👧‍👦|", "é|", "plain"])
  }

  @Test("a row whose last cell is a wide emoji ends with it")
  func wideAtTheEdge() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.write("x👍🏽", x: 0, y: 0)
    #expect(buffer.terminalLines() == ["x👍"])
  }
}

@Suite("A buffer's rows as the terminal is sent them, against every cell mapped one by one")
struct TerminalLinesPropertyTests {
  /// The rows as every cell's glyphs give them, trailing blanks trimmed after: the mapping
  /// `terminalLines()` must equal, however it skips its work.
  static func reference(_ buffer: Buffer) -> [String] {
    let scalarWidth = CursesScreen.scalarWidth
    return (0..<buffer.height).map { y in
      var line = String.UnicodeScalarView()
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        guard !cell.isContinuation else { continue }
        var glyphs = Glyph.glyphs(
          for: cell.grapheme, columns: cell.width, scalarWidth: scalarWidth)
        if x + cell.width <= buffer.width, !glyphs.isEmpty,
          let whole = Glyph.wholeCluster(
            for: cell.grapheme, columns: cell.width, scalarWidth: scalarWidth)
        {
          glyphs[0].scalars = whole
        }
        var column = x
        for glyph in glyphs where column < buffer.width {
          let fitting = column + glyph.width <= buffer.width ? glyph : .blank
          line.append(contentsOf: fitting.scalars.compactMap(Unicode.Scalar.init))
          column += fitting.width
        }
      }
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test(
    "random rows of ASCII, blanks, wide and joined emoji, marks, blocks and controls come out as cell by cell"
  )
  func matchesCellByCell() {
    let pieces = [
      "a", "Z", " ", "  ", "~", "👍🏽", "❤️", "👨‍👩‍👧‍👦", "é", "日本", "▀", "░", "\t", "\r\n", "🇫🇷",
      "नि", "x", "·",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    _ = Buffer(width: 1, height: 1).terminalLines()  // the UTF-8 locale, for the reference
    for _ in 0..<300 {
      var buffer = Buffer(width: 1 + next(30), height: 1 + next(4))
      for _ in 0..<next(12) {
        let text = (0..<1 + next(5)).map { _ in pieces[next(pieces.count)] }.joined()
        buffer.write(text, x: next(buffer.width), y: next(buffer.height))
      }
      #expect(buffer.terminalLines() == Self.reference(buffer), "\(buffer.lines)")
    }
  }
}
