import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The history row's keys: counts, gg and G, and a row scrolled sideways")
struct HistoryRowKeyTests {
  /// A feed of six entries under a history of `users` users, `user02` on.
  static func json(users: Int) -> String {
    let names = (1...users).map {
      #"{"id":"u\#($0)","nickname":"user\#($0 < 10 ? "0" : "")\#($0)"}"#
    }
    let history = (2...users).map { #""u\#($0)""# }
    let feed = (1...6).map {
      #"{"id":"f\#($0)","user":"u1","comment":"entry \#($0)","postedAt":"2016-12-19T12:44:03Z"}"#
    }
    return #"{"me":"u1","users":[\#(names.joined(separator: ","))],"#
      + #""history":[\#(history.joined(separator: ","))],"feed":[\#(feed.joined(separator: ","))]}"#
  }

  static func app(users: Int = 40) throws -> AppHarness {
    try AppHarness(json: json(users: users), size: Size(width: 40, height: 12))
  }

  @Test("A huge count with l or h moves at once to the last or the first user")
  func hugeCount() throws {
    let app = try Self.app(users: 300)
    let clock = ContinuousClock()
    let took = try clock.measure { try app.press("j9999999l") }
    #expect(took < .seconds(2), "j9999999l took \(took)")
    let last = try Self.app(users: 300)
    try last.press("jG")
    #expect(app.screen(40, 12).lines == last.screen(40, 12).lines)
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "  user01                               ┃",
        "                                       ┃",
        "                                       ┃",
        "  History 299                          ┃",
        "> ‹ user297  user298  user299 [user300]",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        "  entry 1",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        " 2/8 history",
      ])
    let back = try clock.measure { try app.press("9999999<Left>") }
    #expect(back < .seconds(2), "9999999<Left> took \(back)")
    let first = try Self.app(users: 300)
    try first.press("jlg")
    #expect(app.screen(40, 12).lines == first.screen(40, 12).lines)
    // A count within the row moves that many users.
    try app.press("3l")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "  user01                               ┃",
        "                                       ┃",
        "                                       ┃",
        "  History 299                          ┃",
        ">  user02  user03  user04 [user05]    ›",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        "  entry 1",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        " 2/8 history",
      ])
  }

  @Test("gg in the history row is its first user, as g is; a g more goes to the first row")
  func doubleG() throws {
    let once = try Self.app()
    try once.press("jlllg")
    let twice = try Self.app()
    try twice.press("jlllgg")
    #expect(twice.selectedKind == .history)
    #expect(twice.screen(40, 12).lines == once.screen(40, 12).lines)
    expectScreen(
      twice.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "  user01                               ┃",
        "                                       ┃",
        "                                       ┃",
        "  History 39                           ┃",
        "> [user02] user03  user04  user05     ›",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        "  entry 1",
        "",
        "  user01 · 2016-12-19 12:44 UTC",
        " 2/8 history",
      ])
    try twice.press("g")
    #expect(twice.selectedKind == .profileSummary)
    // G in the row is its last user, and again the last row.
    let end = try Self.app()
    try end.press("jG")
    #expect(end.selectedKind == .history)
    try end.press("G")
    #expect(end.selectedKind == .entry)
  }

  @Test("5gg goes to the fifth row, as 5g and 5G do, also from the history row")
  func countedDoubleG() throws {
    for keys in ["5g", "5G", "5gg", "G5gg", "jl5gg"] {
      let app = try Self.app()
      try app.press(keys)
      #expect(app.shell.current.adapter.selection?.position == 5, "\(keys)")
      #expect(app.selectedKind == .entry, "\(keys)")
    }
  }

  @Test("After the row is scrolled sideways, l and h keep it where it is while in view")
  func sidewaysKept() throws {
    let app = try Self.app()
    try app.press("jll")
    let row = try #require(app.screen(40, 12).lines.firstIndex { $0.hasPrefix(">  user02") })
    // Two turns: user04, selected, is the first in view.
    for _ in 0..<2 { app.send(.mouse(MouseEvent(.wheelRight, x: 10, y: row))) }
    let scrolled = app.screen(40, 12).lines[row]
    #expect(scrolled == "> ‹[user04] user05  user06  user07    ›")
    try app.press("l")
    #expect(app.screen(40, 12).lines[row] == "> ‹ user04 [user05] user06  user07    ›")
    try app.press("ll")
    #expect(app.screen(40, 12).lines[row] == "> ‹ user04  user05  user06 [user07]   ›")
    try app.press("hhh")
    #expect(app.screen(40, 12).lines[row] == scrolled)
  }
}
