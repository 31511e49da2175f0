import Render
import Testing

@testable import TerminalBackend

extension CursesDrawingTests {
  @Test("a terminal type that cannot move the cursor is refused, with curses put away")
  func dumbTerminal() throws {
    #expect(throws: TerminalError.cannotMoveCursor("dumb")) {
      _ = try CursesScreen.headless(size: Size(width: 20, height: 5), type: "dumb")
    }
    // Curses was left as it was found: another screen starts.
    let screen = try CursesScreen.headless(size: Size(width: 20, height: 5), type: "vt100")
    screen.end()
  }
}
