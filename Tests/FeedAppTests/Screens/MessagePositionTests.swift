import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("A key's message never hides the position: it gets the room the position leaves")
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

  @Test("At 20 columns the message is cut with … to the room the position leaves")
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
        " ? shows th…  │  3/9",
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
        " Esc: to th…  │  1/8",
      ])
  }

  @Test("Deep in a long feed, the position's every digit stays and the message takes the rest")
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
        " q qu…  │  5005/5005",
      ])
    // With no room for four columns of the message, the position alone.
    #expect(app.screen(14, 3).lines.last == " 5005/5005")
    #expect(app.screen(10, 3).lines.last == " 5005/5005")
  }
}
