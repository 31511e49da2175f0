import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite(
  "A key that does nothing where it is says so, the same way on every screen and for every key")
struct DoesNothingTests {
  static func app(_ start: [Route] = [.feed]) throws -> AppHarness {
    try AppHarness(
      json: HistoryRowKeyTests.json(users: 5), start: start, size: Size(width: 60, height: 12))
  }

  /// The message a key that does nothing here gets, at 60 columns.
  static func said(_ name: String) -> String {
    "\(name) does nothing here · ? shows the keys"
  }

  @Test("h, l, ← and → outside the history row say they do nothing, as 0, w and Tab do")
  func sideways() throws {
    for route in [[Route.feed], [.feed, .entry("f1")], [.feed, .profile("u2")]] {
      for (key, name) in [
        ("h", "h"), ("l", "l"), ("<Left>", "Left"), ("<Right>", "Right"), ("0", "0"), ("w", "w"),
        ("<Tab>", "Tab"),
      ] {
        let app = try Self.app(route)
        // Off the history row: the summary on the feed, the first row elsewhere.
        try app.press("g" + key)
        #expect(app.shell.message == Self.said(name), "\(key) on \(route)")
      }
    }
    let app = try Self.app()
    try app.press("gl")
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "> user01                                                   ┃",
        "                                                           ┃",
        "                                                           ┃",
        "  History 4                                                ┃",
        "   user02  user03  user04  user05",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        "  entry 1",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        " l does nothing here · ? shows the keys  │  1/8",
      ])
  }

  @Test("In the history row, h and l are its keys: at either end they stay silent")
  func historyEdges() throws {
    let app = try Self.app()
    try app.press("jh")
    #expect(app.shell.message == nil)
    try app.press("999l")
    #expect(app.shell.message == nil)
    try app.press("l<Right>")
    #expect(app.shell.message == nil)
  }

  @Test("Space on the warnings says it does nothing as any other key does")
  func spaceOnWarnings() throws {
    let app = try AppHarness(
      json: AppHarness.longFeed(entries: 3, warnings: 3), start: [.feed, .warnings],
      size: Size(width: 60, height: 12))
    try app.press("<Space>")
    #expect(app.shell.message == Self.said("Space"))
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed › Warnings                              ? help",
        "> ⚠ feed[2].postedAt",
        "    \"soon\" is not an ISO 8601 date; shown as written",
        "  ⚠ feed[3].user",
        "    unknown user \"nobody1\"; entry skipped",
        "  ⚠ feed[4].user",
        "    unknown user \"nobody2\"; entry skipped",
        "",
        "",
        "",
        "",
        " Space does nothing here · ? shows the keys  │  1/3     ⚠ 3",
      ])
  }

  @Test("A key at the end it moves towards stays silent: j on the last row, k on the first")
  func boundaries() throws {
    let app = try Self.app()
    try app.press("G")
    try app.press("j")
    #expect(app.shell.message == nil)
    try app.press("5j<Down><C-n><End>")
    #expect(app.shell.message == nil)
    try app.press("gk<Home><PageUp>")
    #expect(app.shell.message == nil)
  }
}
