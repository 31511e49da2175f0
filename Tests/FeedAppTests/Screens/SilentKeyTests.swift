import Foundation
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite(
  "Enter where it does nothing says so, as other keys do; n and N say which match, and the last")
struct SilentKeyTests {
  /// A post with a picture, and three posts about soba.
  static let json = #"""
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f1", "user": "u2", "comment": "Lunch", "postedAt": "2024-05-01T10:00:00Z",
       "media": [{"path": "a.png", "description": "soba on a tray"}]},
      {"id": "f2", "user": "u1", "comment": "more soba today"},
      {"id": "f3", "user": "u1", "comment": "no noodles"},
      {"id": "f4", "user": "u2", "comment": "cold soba again"}
     ]}
    """#

  @Test("Enter on the entry screen's details says it does nothing here")
  func enterOnDetails() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 16))
    try app.press("<Enter>")
    try app.press("G<Enter>")
    expectScreen(
      app.screen(60, 16),
      [
        "t.json › Feed › Entry by bob                          ? help",
        "  bob",
        "",
        "  Lunch",
        "",
        "  ┌───────────────────────────────────────────────────────┐",
        "  │                                                       │",
        "  │                                                       │",
        "  │                   ▣ a.png (missing)                   │",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  ▣ a.png · “soba on a tray”",
        "",
        "> Posted 2024-05-01 10:00 UTC",
        " Enter does nothing here · ? shows the keys  │  4/4 details",
      ])
  }

  @Test("Enter on the entry screen's picture says it does nothing here")
  func enterOnPicture() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 16))
    try app.press("<Enter>")
    try app.press("G")
    try app.press("k<Enter>")
    expectScreen(
      app.screen(60, 16),
      [
        "t.json › Feed › Entry by bob                          ? help",
        "  bob",
        "",
        "  Lunch",
        "",
        "> ┌───────────────────────────────────────────────────────┐",
        "  │                                                       │",
        "  │                                                       │",
        "  │                   ▣ a.png (missing)                   │",
        "  │                                                       │",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  ▣ a.png · “soba on a tray”",
        "",
        "  Posted 2024-05-01 10:00 UTC",
        " Enter does nothing here · ? shows the keys  │  3/4 picture",
      ])
  }

  @Test("Enter that opens something says nothing")
  func enterThatOpens() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 16))
    try app.press("<Enter>")
    #expect(app.shell.stack.count == 2 && app.shell.message == nil)
  }

  @Test("After Enter, n and N, the status line says which match holds the selection")
  func ordinal() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 12))
    try app.press("/soba<Enter>")
    #expect(app.screen(60, 12).lines.last == " 1/3 entry · lines 1–10/11  │  /soba · match 1/3")
    try app.press("n")
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
        " 2/3 entry  │  /soba · match 2/3",
      ])
    try app.press("N")
    #expect(app.screen(60, 12).lines.last == " 1/3 entry · lines 1–10/11  │  /soba · match 1/3")
  }

  @Test("n on the last match and N on the first say so")
  func ends() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 12))
    try app.press("/soba<Enter>nn")
    #expect(app.shell.message == nil)
    try app.press("n")
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "  │                                                       │",
        "  └───────────────────────────────────────────────────────┘",
        "  “soba on a tray”",
        "",
        "  ann",
        "  more soba today                                          ┃",
        "                                                           ┃",
        "> bob                                                      ┃",
        "  cold soba again                                          ┃",
        "                                                           ┃",
        " Last match · N goes back  │  3/3  │  /soba · match 3/3",
      ])
    try app.press("g")
    #expect(app.screen(60, 12).lines.last == " 1/3 entry · lines 1–10/11  │  /soba · match 1/3")
    try app.press("N")
    #expect(app.shell.message == "First match · n goes on")
    #expect(
      app.screen(60, 12).lines.last
        == " First match · n goes on  │  1/3 entry  │  /soba · match 1/3")
    // A count past the last stops there, and says so.
    try app.press("5n")
    #expect(app.shell.message == "Last match · N goes back")
  }

  @Test("On the only match, n and N say Only match: neither has a match to go to")
  func onlyMatch() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 12))
    try app.press("/lunch<Enter>")
    #expect(app.shell.message == nil)
    try app.press("N")
    #expect(app.shell.message == "Only match")
    try app.press("3n")
    #expect(app.shell.message == "Only match")
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "> bob · 2024-05-01 10:00 UTC                               ┃",
        "  Lunch                                                    ┃",
        "  ┌───────────────────────────────────────────────────────┐┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  │                   ▣ a.png (missing)                   │┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  └───────────────────────────────────────────────────────┘┃",
        "  “soba on a tray”",
        " Only match  │  1/1 entry  │  /lunch · match 1/1",
      ])
  }

  @Test("Off the matches, the status line says how many of the entries matched")
  func offMatches() throws {
    let json = Self.json.replacingOccurrences(of: #"{"users""#, with: #"{"me": "u1", "users""#)
    let app = try AppHarness(json: json, size: Size(width: 60, height: 12))
    try app.press("/soba<Enter>g")
    #expect(app.screen(60, 12).lines.last?.hasSuffix("/soba · 3 of 4 match") == true)
  }
}
