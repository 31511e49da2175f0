import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The help on a narrow screen: descriptions under their keys, words kept whole")
struct HelpWrappingTests {
  @Test("At 20 columns no line holds punctuation alone, and no word is split but after a hyphen")
  func narrowHelp() {
    let lines = HelpOverlay(mouse: true, spaceHint: nil).lines(width: 16)
    #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == ")" })
    #expect(lines.contains("  move up and"))
    #expect(lines.contains("  Delete ^W ^U"))
    #expect(lines.contains("  Shift+wheel"))
    #expect(!lines.contains { $0.hasSuffix("Shift+wh") })
    let tight = HelpOverlay.wrap("click selects, double-click opens", width: 9)
    #expect(tight == ["click", "selects,", "double-", "click", "opens"])
  }

  @Test("The help at 20x6 shows keys, then their description indented")
  func screen() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 20, height: 6))
    try app.press("?")
    expectScreen(
      app.screen(20, 6),
      [
        "┌─ Keys ───────────┐",
        "│ ↑ k ^P ^K        │",
        "│ ↓ j ^N ^J        │",
        "│   move up and    │",
        "│ 1–3/102 · j k    │",
        "└──────────────────┘",
      ])
  }

  @Test("From 20 to 40 columns no key is cut: keys too wide beside their description stack")
  func keysNeverCut() throws {
    for width in 20...40 {
      let app = try AppHarness(size: Size(width: width, height: 60))
      try app.press("?")
      let help = texts(app.screen(width, 60).lines).joined(separator: "\n")
      #expect(help.contains("PgUp ^B") && help.contains("Backspace"), "\(width) columns")
      #expect(!help.contains("Pg…") && !help.contains("Backspa…"), "\(width) columns")
    }
  }

  @Test(
    "Where the help's box cannot fit, it says so in the longest form that fits",
    arguments: [
      (40, "? help: too small · any key closes"), (30, "? help: too small"), (10, "too small"),
      (6, "too s…"),
    ])
  func tooSmall(width: Int, line: String) throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: width, height: 3))
    try app.press("?")
    #expect(texts(app.screen(width, 3).lines)[0] == line)
    // Any key closes it and acts, as it says: G goes to the last row.
    try app.press("G")
    #expect(app.shell.help == nil)
    #expect(
      app.shell.current.adapter.selection?.position == app.shell.current.adapter.selection?.count)
  }

  @Test("In the help, ^D and ^U scroll half a page, PgDn and PgUp a whole one, as the help says")
  func halfPages() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 20))
    try app.press("?")
    let scroll = { app.shell.help?.scroll }
    // A page is the screen less the box's frame and status: 15 lines.
    try app.press("<C-d>")
    #expect(scroll() == 7)
    try app.press("<C-d><C-u>")
    #expect(scroll() == 7)
    try app.press("<C-u><PgDn>")
    #expect(scroll() == 15)
    try app.press("<C-u>")
    #expect(scroll() == 8)
  }
}
