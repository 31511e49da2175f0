import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The filter's prompt counts every entry before a query, and ^J ^K move, as in fzf")
struct FilterPromptKeyTests {
  static func app() throws -> AppHarness {
    try AppHarness(json: SilentKeyTests.json, size: Size(width: 60, height: 12))
  }

  @Test("An empty prompt shows how many entries there are, all of them matching: 4/4")
  func emptyCount() throws {
    let app = try Self.app()
    try app.press("/")
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "> bob · 2024-05-01 10:00 UTC                               ┃",
        "  Lunch                                                    ┃",
        "  ┌───────────────────────────────────────────────────────┐┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  │                   ▣ a.png (missing)                   │",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  “soba on a tray”",
        "/▏                                             4 of 4 match",
      ])
    // Typed and taken back, the count is all of them again.
    try app.press("soba<C-u>")
    #expect(app.screen(60, 12).lines.last?.hasSuffix(" 4 of 4 match") == true)
  }

  @Test("^J and ^K move the selection down and up while typing, and the text stays")
  func controlJK() throws {
    let app = try Self.app()
    try app.press("/soba<C-j>")
    let down = try Self.app()
    try down.press("/soba<C-n>")
    #expect(app.screen(60, 12).lines == down.screen(60, 12).lines)
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  “soba on a tray”",
        "                                                           ┃",
        "> ann                                                      ┃",
        "  more soba today                                          ┃",
        "                                                           ┃",
        "  bob                                                      ┃",
        "  cold soba again",
        "/soba▏                                         3 of 4 match",
      ])
    try app.press("<C-k>")
    let up = try Self.app()
    try up.press("/soba")
    #expect(app.screen(60, 12).lines == up.screen(60, 12).lines)
    #expect((app.shell.current as? any FilterableScreen)?.filter == "soba")
    // ^U still deletes what is before the cursor.
    try app.press("<C-u>")
    #expect((app.shell.current as? any FilterableScreen)?.filter == "")
  }
}
