import TerminalBackend
import Testing

@Suite("Terminal errors")
struct TerminalErrorTests {
  @Test("Messages speak of the program, never of the app this library came from")
  func messages() {
    #expect(
      TerminalError.noTerminal.description
        == "no terminal to draw on: run the program in a terminal")
    #expect(
      TerminalError.unknownTerminalType("").description == "unknown terminal type (TERM is not set)"
    )
    #expect(TerminalError.unknownTerminalType("vt9").description == "unknown terminal type 'vt9'")
    #expect(TerminalError.alreadyRunning.description == "a terminal session is already running")
    #expect(
      TerminalError.cannotMoveCursor("dumb").description
        == "terminal type 'dumb' cannot move the cursor, so it cannot show a full screen")
  }
}
