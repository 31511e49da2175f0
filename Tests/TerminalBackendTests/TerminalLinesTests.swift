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
