import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("A key's message keeps the position beside it where a form fits, else the position goes")
struct MessagePositionTests {
  @Test("At 40 columns a key that does nothing says so in a shorter form beside the position")
  func fortyColumns() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 6))
    try app.press("jjx")
    expectScreen(
      app.screen(40, 6),
      [
        "polish.json › Feed                ? help",
        "",
        "> ainame · 2016-12-19 12:44 UTC        ┃",
        "  The ropeway was closed, so we walked",
        "",
        " x does nothing · ? shows keys  │  3/9",
      ])
  }

  @Test("At 20 columns the message's shortest form is whole, and the position gives way to it")
  func twentyColumns() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 20, height: 6))
    try app.press("jjx")
    expectScreen(
      app.screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> ainame · 2016-12…┃",
        "  The ropeway was …",
        "",
        " ? shows the keys",
      ])
    let profile = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 20, height: 6))
    try profile.press("/")
    expectScreen(
      profile.screen(20, 6),
      [
        "… › radioboo  ? help",
        "> ┌────┐ radioboo  ┃",
        "  │ RA │ Radio Boo",
        "  └────┘ no picture",
        "",
        " Esc: to the feed",
      ])
  }

  @Test("Deep in a long feed, the message stays whole, and the position, wider, gives way")
  func longPosition() throws {
    let app = try AppHarness(
      json: AppHarness.longFeed(entries: 5004), size: Size(width: 20, height: 6))
    try app.press("G<Esc>")
    expectScreen(
      app.screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> boo · soon",
        "  entry 5003",
        "                   ┃",
        " q quits        ⚠ 1",
      ])
    // The message, with the warnings count where it fits, never the bare position.
    #expect(app.screen(14, 3).lines.last == " q quits  ⚠ 1")
    #expect(app.screen(10, 3).lines.last == " q quits")
    #expect(app.screen(6, 3).lines.last == " q qu…")
  }
}
