import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The wheel over the help, and the mouse clearing messages")
struct MouseMessageTests {
  @Test("The wheel scrolls the help on a small screen, three lines a turn, and leaves it open")
  func wheelScrollsHelp() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("?")
    app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
    expectScreen(
      app.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ PgDn ^F                              │",
        "│ ^U ^D      move by half a page       │",
        "│ Home g gg  first, last row or user;  │",
        "│ End G      10G the tenth row         │",
        "│ ← h  → l   move within a row of      │",
        "│            users                     │",
        "│ 1-9        a count before a key, as  │",
        "│            in vim: 5j five rows, 3^F │",
        "│            three pages, 3n           │",
        "│ 4–12/49 · j k · other keys close     │",
        "└──────────────────────────────────────┘",
      ])
    app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)), .mouse(MouseEvent(.wheelUp, x: 10, y: 5)))
    #expect(app.screen(40, 12).lines[10] == "│ 4–12/49 · j k · other keys close     │")
    for _ in 0..<20 { app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5))) }
    #expect(app.screen(40, 12).lines[10] == "│ 41–49/49 · j k · other keys close    │")
    app.send(.mouse(MouseEvent(.click, x: 10, y: 5)))
    #expect(app.shell.help != nil, "a click in the help does nothing")
    #expect(app.selectedKind == .profileSummary)
  }

  @Test("A turn of the wheel clears the message of the last key, as a click does")
  func wheelClearsMessage() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("x")
    #expect(app.shell.message != nil)
    app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "",
        "  History 5                            ┃",
        "> [ainame] bell␇␛[31mred              ›┃",
        "                                       ┃",
        "  ainame · 2016-12-19 12:44 UTC",
        "  The ropeway was closed, so we walked",
        "",
        "  ★ Promo · Premium",
        "",
        "  haru · 2016-12-19 10:00 UTC",
        " 2/9 history                ⚠ 1 warning",
      ])
    try app.press("x")
    app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: 6)))
    #expect(app.shell.message == nil)
  }

  @Test("A click on ? help in the title bar opens the help; beside it, it selects nothing")
  func clickOpensHelp() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    #expect(app.screen(40, 12).lines[0].hasSuffix("? help"))
    app.send(.mouse(MouseEvent(.click, x: 33, y: 0)))
    #expect(app.shell.help == nil, "the column before ? help is the trail's")
    app.send(.mouse(MouseEvent(.click, x: 34, y: 0)))
    #expect(app.screen(40, 12).lines[0] == "┌─ Keys ───────────────────────────────┐")
    try app.press("q")
    #expect(app.shell.help == nil)
    let narrow = try AppHarness(fixture: "polish.json", size: Size(width: 15, height: 12))
    #expect(!narrow.screen(15, 12).lines[0].contains("help"))
    narrow.send(.mouse(MouseEvent(.click, x: 14, y: 0)))
    #expect(narrow.shell.help == nil, "no hint is drawn, so none is clicked")
  }

  @Test("A click on the counter opens the warnings where it was drawn beside a message")
  func counterBesideMessage() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 24))
    try app.press("x")
    let status = app.screen(80, 24).lines[23]
    #expect(status.hasPrefix(" x does nothing here") && status.hasSuffix("⚠ 1 warning"))
    app.send(.mouse(MouseEvent(.click, x: 75, y: 23)))
    #expect(app.shell.current.route == .warnings)
  }

  @Test("A click on a row cut at the bottom scrolls it into view; a second click there opens it")
  func clickRevealsCutRow() throws {
    let app = try AppHarness(
      json: AppHarness.longFeed(entries: 10), size: Size(width: 40, height: 12))
    #expect(texts(app.screen(40, 12).lines)[10] == "  boo · 2016-12-19 12:44 UTC")
    app.send(.mouse(MouseEvent(.click, x: 10, y: 10)))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "                                       ┃",
        "                                       ┃",
        "  boo · 2016-12-19 12:44 UTC           ┃",
        "  entry 0",
        "",
        "  boo · 2016-12-19 12:44 UTC",
        "  entry 1",
        "",
        "> boo · 2016-12-19 12:44 UTC",
        "  entry 2",
        " 4/11 entry                 ⚠ 1 warning",
      ])
    app.send(.mouse(MouseEvent(.doubleClick, x: 10, y: 10)))
    #expect(app.shell.stack.count == 2, "the second click opened the row")
  }
}
