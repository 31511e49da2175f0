import ListKit
import ListKitTesting
import Testing

/// The help's box over the title bar and the status line blanks the rest of them: no piece of
/// either shows beside it (`k.zi┌─ Keys ──┐help`).
@Suite("The help box leaves no piece of the title bar or the status line beside it")
struct HelpFrameTests {
  @Test("At 80x24 the box takes the whole height; the bars' rows beside it are blank")
  func wholeHeight() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 24))
    try app.press("?")
    let screen = app.screen(80, 24)
    #expect(screen.lines.first?.hasPrefix("    ┌─ Keys ─") == true, "\(screen.lines)")
    #expect(screen.lines.last?.hasPrefix("    └──") == true, "\(screen.lines)")
    #expect(screen.lines.first?.hasSuffix("┐") == true, "\(screen.lines)")
    #expect(screen.lines.last?.hasSuffix("┘") == true, "\(screen.lines)")
    expectScreen(screen, [])
  }
}
