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
        "│ 6–14/50 · j k · other keys close     │",
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
}
