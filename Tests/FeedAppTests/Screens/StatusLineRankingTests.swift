import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The status line on narrow screens: parts give way whole, the position never cut")
struct StatusLineRankingTests {
  @Test("At 20 columns the kind word goes first, then the counter's noun; the position stays whole")
  func positionStaysWhole() throws {
    let app = try AppHarness(
      json: AppHarness.longFeed(entries: 5004), size: Size(width: 20, height: 6))
    expectScreen(
      app.screen(20, 6),
      [
        "… › Feed      ? help",
        "> boo              ┃",
        "",
        "",
        "  boo · 2016-12-19",
        " 1/5005 ⚠ 1 warning",
      ])
    try app.press("G")
    #expect(app.screen(20, 6).lines.last == " 5005/5005      ⚠ 1")
    #expect(app.screen(13, 3).lines.last == " 5005/5005")
    #expect(app.screen(15, 3).lines.last == " 5005/5005 ⚠ 1")
    #expect(
      app.screen(80, 24).lines.last
        == " 5005/5005 entry                                                    ⚠ 1 warning")
  }

  @Test("A long counter gives way to `⚠ 46` before the position loses anything")
  func manyWarnings() throws {
    let app = try AppHarness(json: AppHarness.longFeed(entries: 3, warnings: 46))
    try app.press("!")
    #expect(app.screen(20, 6).lines.last == " 1/46 ⚠ 46 warnings")
    #expect(app.screen(16, 6).lines.last == " 1/46      ⚠ 46")
    #expect(app.screen(11, 6).lines.last == " 1/46 ⚠ 46")
    #expect(app.screen(10, 6).lines.last == " 1/46")
  }

  @Test(
    "Messages take a shorter form that fits beside the position, keeping the key to press; where none does, the position goes"
  )
  func shortMessages() throws {
    let profile = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try profile.press("/")
    #expect(profile.screen(40, 12).lines.last == " Esc: back to the feed  │  1/8      ⚠ 1")
    #expect(profile.screen(20, 6).lines.last == " Esc: to the feed")
    let feed = try AppHarness(fixture: "polish.json", size: Size(width: 30, height: 6))
    try feed.press("x")
    #expect(feed.screen(30, 6).lines.last == " x: nothing · ? help  │  1/9")
    #expect(feed.screen(20, 6).lines.last == " ? shows the keys")
    try feed.press("<Esc>")
    #expect(feed.screen(20, 6).lines.last == " q quits  │  1/9")
    try feed.press("<Space>")
    expectScreen(
      feed.screen(20, 6),
      [
        "… › Feed      ? help",
        "> radioboo · Radio…┃",
        "  2 following · 1 …",
        "  A long about tex…",
        "",
        " No CW here  │  1/9",
      ])
  }
}
