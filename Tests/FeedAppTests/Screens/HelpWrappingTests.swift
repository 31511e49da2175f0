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
    #expect(lines.contains("  filtering)"))
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
        "│ ↑ k  ↓ j         │",
        "│   move up and    │",
        "│   down (^N ^P    │",
        "│ 1–3/70 · j k     │",
        "└──────────────────┘",
      ])
  }

  @Test("From 20 to 40 columns no key is cut: keys too wide beside their description stack")
  func keysNeverCut() throws {
    for width in 20...40 {
      let app = try AppHarness(size: Size(width: width, height: 60))
      try app.press("?")
      let help = texts(app.screen(width, 60).lines).joined(separator: "\n")
      #expect(help.contains("PgUp PgDn") && help.contains("Backspace"), "\(width) columns")
      #expect(!help.contains("Pg…") && !help.contains("Backspa…"), "\(width) columns")
    }
  }
}
