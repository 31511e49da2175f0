import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("A count over the help scrolls it, as on a list")
struct HelpCountTests {
  static func app() throws -> AppHarness {
    try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
  }

  @Test("?5j scrolls the help five lines, and leaves the list where it was")
  func countedLines() throws {
    let counted = try Self.app()
    try counted.press("?5j")
    #expect(counted.shell.help != nil)
    let stepped = try Self.app()
    try stepped.press("?jjjjj")
    #expect(counted.screen(40, 12).lines == stepped.screen(40, 12).lines)
    expectScreen(
      counted.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ Home g gg  first, last row or user;  │",
        "│ End G      10G the tenth row         │",
        "│ ← h  → l   move within a row of      │",
        "│            users                     │",
        "│ 1-9        a count before a key, as  │",
        "│            in vim: 5j five rows, 3^F │",
        "│            three pages, 3n           │",
        "│ Enter  y   open the selected row; y  │",
        "│            copies its address        │",
        "│ 6–14/49 · j k · other keys close     │",
        "└──────────────────────────────────────┘",
      ])
    // Closed, the list is where it was: on the first row.
    try counted.press("?")
    #expect(counted.shell.current.adapter.selection?.position == 1)
  }

  @Test("A count with k, ^F, G and gg: lines, pages, the nth line")
  func otherKeys() throws {
    let pairs: [(counted: String, plain: String)] = [
      ("?G3k", "?Gkkk"),
      ("?2<C-f>", "?<C-f><C-f>"),
      ("?10G", "?9j"),
      ("?G10gg", "?9j"),
      ("?G10g", "?9j"),
      ("?12<BS>0j", "?10j"),
    ]
    for (countedKeys, plainKeys) in pairs {
      let counted = try Self.app()
      try counted.press(countedKeys)
      let plain = try Self.app()
      try plain.press(plainKeys)
      #expect(counted.shell.help != nil, "\(countedKeys)")
      #expect(
        counted.screen(40, 12).lines == plain.screen(40, 12).lines,
        "\(countedKeys) as \(plainKeys)")
    }
  }

  @Test("Space over the help pages it as PgDn does, as in less; it never closes it to act below")
  func spacePages() throws {
    for (spaced, paged) in [("?<Space>", "?<PageDown>"), ("?2<Space>", "?2<PageDown>")] {
      let app = try Self.app()
      try app.press(spaced)
      #expect(app.shell.help != nil, "\(spaced) keeps the help")
      let same = try Self.app()
      try same.press(paged)
      #expect(app.screen(40, 12).lines == same.screen(40, 12).lines, "\(spaced)")
    }
    let app = try Self.app()
    try app.press("?<Space>")
    expectScreen(
      app.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ ← h  → l   move within a row of      │",
        "│            users                     │",
        "│ 1-9        a count before a key, as  │",
        "│            in vim: 5j five rows, 3^F │",
        "│            three pages, 3n           │",
        "│ Enter  y   open the selected row; y  │",
        "│            copies its address        │",
        "│ Space  b   show or hide what a       │",
        "│            content warning hides; on │",
        "│ 8–16/49 · j k · other keys close     │",
        "└──────────────────────────────────────┘",
      ])
    // Where the help fits whole, Space leaves it as it is, as less does at its end.
    let tall = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 40))
    try tall.press("?")
    let before = tall.screen(80, 40).lines
    try tall.press("<Space>")
    #expect(tall.shell.help != nil && tall.shell.message == nil)
    #expect(tall.screen(80, 40).lines == before)
  }
}
