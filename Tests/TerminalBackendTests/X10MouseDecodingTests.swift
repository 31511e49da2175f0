import Input
import Testing

@testable import TerminalBackend

/// X10 mouse reports (`ESC [ M` and three bytes: button, column and line, each plus 32), which
/// a terminal that ignores the SGR encoding sends, read as characters as curses hands them out
/// once it no longer decodes `kmous` itself.
@Suite("X10 mouse reports read as characters")
struct X10MouseDecodingTests {
  /// The sequence a report's characters after its Escape make.
  func sequence(_ body: String) -> KeyDecoder.EscapeSequence {
    KeyDecoder.escapeSequence(after: Array(body.unicodeScalars))
  }

  /// The body of a report of `button` at a 0-based column and line.
  static func report(_ button: Int, x: Int, y: Int) -> String {
    "[M"
      + String(
        String.UnicodeScalarView(
          [32 + button, 33 + x, 33 + y].compactMap {
            Unicode.Scalar(UInt32($0))
          }))
  }

  @Test(
    "A press of the primary button is a click at its 0-based place, up to column and line 223",
    arguments: [(0, 0), (9, 20), (79, 23), (94, 94), (222, 5), (5, 222), (222, 222)])
  func click(x: Int, y: Int) {
    #expect(sequence(Self.report(0, x: x, y: y)) == .mouse(MouseEvent(.click, x: x, y: y)))
    // Shift, Meta or Ctrl held: still a click.
    #expect(sequence(Self.report(4 | 8, x: x, y: y)) == .mouse(MouseEvent(.click, x: x, y: y)))
  }

  @Test(
    "The wheel is buttons 64 and 65, sideways with Shift held; 66 and 67 are left and right",
    arguments: [
      (64, MouseEvent.Action.wheelUp), (65, .wheelDown), (66, .wheelLeft), (67, .wheelRight),
      (68, .wheelLeft), (69, .wheelRight), (80, .wheelUp), (81, .wheelDown),
    ])
  func wheel(button: Int, action: MouseEvent.Action) {
    #expect(sequence(Self.report(button, x: 4, y: 5)) == .mouse(MouseEvent(action, x: 4, y: 5)))
  }

  @Test(
    "A release (button 3), motion, a drag, other buttons and a column or line 0 are no event",
    arguments: [
      "[M#!!", "[M'!!", "[MC!!", "[M@!!", "[M\u{A0}!!", "[M! !", "[M!! ", "[M\"5!",
      "[M\u{FF}!!",
    ])
  func noEvent(body: String) {
    #expect(sequence(body) == .complete(nil))
  }

  @Test("A report is incomplete until its third byte")
  func incomplete() {
    #expect(sequence("[M") == .incomplete)
    #expect(sequence("[M ") == .incomplete)
    #expect(sequence("[M q") == .incomplete)
    #expect(sequence("[M q/") == .mouse(MouseEvent(.click, x: 80, y: 14)))
  }

  @Test(
    "A character no byte of a report is (below 32, past 255: the X10 limit) interrupts it",
    arguments: ["[M\u{1B}", "[M \u{1B}", "[M !\u{1B}", "[M !\r", "[M \u{100}", "[M !\u{2603}"])
  func interrupted(body: String) {
    #expect(sequence(body) == .interrupted)
  }

  @Test("Reports read through: events, then the keys after them; one cut short is no key")
  func readThrough() {
    let click = MouseEvent(.click, x: 9, y: 20)
    #expect(
      ScriptedCodes("\u{1B}[M *5j").readings() == [
        .mouse(click, after: []), .keys([.character("j")]),
      ])
    #expect(
      ScriptedCodes("\u{1B}[M", " *", "5").readings() == [.mouse(click, after: [])])
    #expect(
      ScriptedCodes("\u{1B}[M *5\u{1B}[Ma!!").readings() == [
        .mouse(click, after: []), .mouse(MouseEvent(.wheelDown, x: 0, y: 0), after: []),
      ])
    // A report cut short is no key, and the next one is read whole, even in the same read.
    #expect(ScriptedCodes("\u{1B}[M ").readings() == [.keys([])])
    #expect(
      ScriptedCodes("\u{1B}[M \u{1B}[M *5q").readings() == [
        .keys([]), .mouse(click, after: []), .keys([.character("q")]),
      ])
  }
}
