import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("Space pages down and b up on an entry and a text, as in less, where Space folds nothing")
struct SpacePagingTests {
  /// A long text: 80 numbered lines.
  static let text = (1...80).map { "line \($0)" }.joined(separator: "\\n")

  /// An entry of ``text``, with a reply, and a promo of it.
  static let json =
    #"{"me":"u1","users":[{"id":"u1","nickname":"ann"}],"feed":["#
    + #"{"id":"f1","user":"u1","comment":"\#(text)","postedAt":"2016-12-19T12:44:03Z"},"#
    + #"{"id":"f2","user":"u1","comment":"a reply","replyTo":{"entry":"f1"},"postedAt":"2016-12-20T12:44:03Z"}],"#
    + #""promos":[{"id":"p1","title":"Long","body":"\#(text)","position":0}]}"#

  static func app(_ route: Route) throws -> AppHarness {
    try AppHarness(json: json, start: [.feed, route], size: Size(width: 40, height: 12))
  }

  @Test("On an entry and a promo, Space is PgDn and b PgUp, with a count too")
  func pages() throws {
    for route in [Route.entry("f1"), .promo("p1")] {
      let pairs: [(keys: String, same: String)] = [
        ("<Space>", "<PageDown>"),
        ("<Space><Space>", "<PageDown><PageDown>"),
        ("3<Space>", "3<PageDown>"),
        ("<Space><Space><Space>b", "<PageDown><PageDown><PageDown><PageUp>"),
        ("GG2b", "GG2<PageUp>"),
      ]
      for (keys, same) in pairs {
        let spaced = try Self.app(route)
        try spaced.press(keys)
        let paged = try Self.app(route)
        try paged.press(same)
        #expect(spaced.screen(40, 12).lines == paged.screen(40, 12).lines, "\(route): \(keys)")
        #expect(
          spaced.screen(40, 12).lines != (try Self.app(route)).screen(40, 12).lines,
          "\(route): \(keys) moved")
      }
    }
    let entry = try Self.app(.entry("f1"))
    try entry.press("<Space>")
    expectScreen(
      entry.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "> line 8",
        "  line 9                               ┃",
        "  line 10",
        "  line 11",
        "  line 12",
        "  line 13",
        "  line 14",
        "  line 15",
        "  line 16",
        "  line 17",
        " 2/5 comment · lines 8–17/80",
      ])
  }

  @Test("Paging on with Space never folds the entry's Replies; a click on the header does")
  func foldsReplies() throws {
    let app = try Self.app(.entry("f1"))
    try app.press("G")
    #expect(app.shell.current.adapter.selection?.part != nil)
    // Paged on to the end and past it: nothing folds.
    for _ in 0..<12 {
      try app.press("<Space>")
      #expect(!app.screen(40, 12).lines.joined().contains("▸"))
    }
    let paged = try Self.app(.entry("f1"))
    for _ in 0..<12 { try paged.press("<Space>") }
    expectScreen(
      paged.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  line 77",
        "  line 78",
        "  line 79",
        "  line 80",
        "",
        "  Posted 2016-12-19 12:44 UTC",
        "",
        "  ▾ Replies 1",
        "> ann · 2016-12-20 12:44 UTC",
        "  a reply                              ┃",
        " 5/5 replies",
      ])
    // A click on the header folds them, as Enter or Space does with the header selected.
    paged.send(.mouse(MouseEvent(.click, x: 4, y: 8)))
    expectScreen(
      paged.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  line 75",
        "  line 76",
        "  line 77",
        "  line 78",
        "  line 79",
        "  line 80",
        "",
        "  Posted 2016-12-19 12:44 UTC",
        "",
        "> ▸ Replies 1                          ┃",
        " 4/4 replies · Enter or Space expands",
      ])
  }

  @Test("The help at 80x24 says what Space and b do on the entry screen, and still fits")
  func help() throws {
    let app = try Self.app(.entry("f1"))
    try app.press("?")
    expectScreen(
      app.screen(80, 24),
      [
        "  ┌─ Keys ───────────────────────────────────────────────────────────────────┐",
        "> │ ↑ k ^P ^K  ↓ j ^N ^J  move up and down                                   │ ┃",
        "  │ PgUp ^B  PgDn ^F      move by a page                                     │ ┃",
        "  │ ^U ^D                 move by half a page                                │ ┃",
        "  │ Home g gg  End G      first, last row or user; 10G the tenth row         │ ┃",
        "  │ ← h  → l              move within a row of users                         │ ┃",
        "  │ 1-9                   a count before a key, as in vim: 5j five rows, 3^F │",
        "  │                       three pages, 3n                                    │",
        "  │ Enter  y              open the selected row; y copies its address        │",
        "  │ Space  b              page down, b up, as in less; on a header, fold it  │",
        "  │                       as Enter does; on a profile, Space folds the       │",
        "  │                       section of any row                                 │",
        "  │ /                     filter by words in any order; Enter keeps it, Esc  │",
        "  │                       gives up; ↑ ↓ ^J ^K PgUp PgDn move the selection   │",
        "  │                       while typing; ← → Home End ^A ^E M-b M-f move in   │",
        "  │                       the text, Backspace Delete ^W ^U M-Backspace M-d   │",
        "  │                       delete                                             │",
        "  │ n  N                  after Enter, the next, previous match (match 3/65) │",
        "  │ paste                 goes into the filter as text, never as keys        │",
        "  │ !                     the warnings about the document (or click ⚠)       │",
        "  │ Esc  Backspace        clear a kept filter, else to the previous screen   │",
        "  │                       (or click a crumb)                                 │",
        "  │ 1–21/27 · j k scroll · other keys close                                  │",
        "  └──────────────────────────────────────────────────────────────────────────┘",
      ])
  }
}
