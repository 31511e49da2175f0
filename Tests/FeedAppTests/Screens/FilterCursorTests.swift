import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

/// The terminal's cursor while the filter is typed: on the prompt's `▏`, at the insertion
/// point, where an input method opens its candidates and a screen reader reads.
@Suite("The filter prompt puts the terminal's cursor at its insertion point")
struct FilterCursorTests {
  @Test("after ASCII text, and inside it after Left")
  func ascii() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 8))
    #expect(app.screen(40, 8).cursor == nil)
    try app.press("/the")
    let screen = app.screen(40, 8)
    expectScreen(
      screen,
      [
        "polish.json › Feed                ? help",
        "   ainame  bell␇␛[31mred              ›",
        "",
        "> ainame · 2016-12-19 12:44 UTC        ┃",
        "  The ropeway was closed, so we walked ┃",
        "",
        "  ken · not a date",
        "/the▏                      3 of 5 match",
      ])
    #expect(screen.cursor == Point(x: 4, y: 7))
    try app.press("<Left><Left>")
    #expect(app.screen(40, 8).lines.last?.hasPrefix("/t▏he ") == true)
    #expect(app.screen(40, 8).cursor == Point(x: 2, y: 7))
    try app.press("<Enter>")
    #expect(app.screen(40, 8).cursor == nil, "no cursor once the filter is kept")
  }

  @Test("after wide (Japanese) and combining text, by columns, not characters")
  func wideAndCombining() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 8))
    try app.press("/日本")
    let wide = app.screen(40, 8)
    expectScreen(
      wide,
      [
        "polish.json › Feed                ? help",
        "> radioboo · Radio Boo                 ┃",
        "  2 following · 1 follower · 0 friends ┃",
        "  A long about text that goes on and o…┃",
        "                                       ┃",
        "  History 5",
        "   ainame  bell␇␛[31mred              ›",
        "/日本▏                     0 of 5 match",
      ])
    #expect(wide.cursor == Point(x: 5, y: 7))
    try app.press("<Esc>/cafe\u{301}s")
    let combining = app.screen(40, 8)
    #expect(combining.lines.last?.hasPrefix("/cafe\u{301}s▏") == true)
    #expect(combining.cursor == Point(x: 6, y: 7))
  }

  @Test("on a narrow screen, where the prompt keeps its end in view")
  func narrow() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 24, height: 6))
    try app.press("/ropeway was closed")
    let screen = app.screen(24, 6)
    expectScreen(
      screen,
      [
        "… › Feed          ? help",
        "",
        "> ainame · 2016-12-19",
        "  The ropeway was clos…",
        "                       ┃",
        "…way was closed▏ 1 of 5",
      ])
    #expect(screen.cursor == Point(x: 15, y: 5))
    try app.press("<Home>")
    #expect(app.screen(24, 6).lines.last == "/▏ropeway was c… 1 of 5")
    #expect(app.screen(24, 6).cursor == Point(x: 1, y: 5))
  }

  @Test("the help over the prompt hides the cursor")
  func helpHidesIt() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("/x")
    #expect(app.screen(40, 12).cursor != nil)
    app.send(.mouse(MouseEvent(.click, x: 37, y: 0)))
    #expect(app.shell.help != nil)
    #expect(app.screen(40, 12).cursor == nil)
  }
}
