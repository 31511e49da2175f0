import ListKit
import Render
import Testing

@Suite("Keys go to the section that holds the selection, by its kind")
struct KeyRoutingTests {
  @Test(
    "A horizontal list keeps Left and Right, even at its ends; other sections leave them unused")
  func leftAndRight() throws {
    let harness = Harness([Strip(id: "s", names: ["ann", "bob"]), Group(id: "g", items: ["x"])])
    #expect(harness.adapter.selection?.kind == "strip")
    #expect(harness.adapter.handle(.right))
    let strip = try #require(
      harness.adapter.selection?.controller as? HorizontalListSectionController)
    #expect(strip.selectedElement == 1)
    #expect(harness.adapter.handle(.right))
    #expect(strip.selectedElement == 1)
    #expect(harness.adapter.handle(.left))
    #expect(harness.adapter.handle(.down))
    #expect(harness.adapter.selection?.kind == "group")
    #expect(!harness.adapter.handle(.right))
  }

  @Test("Enter taps the selected section's item, whatever its position")
  func enterTaps() throws {
    let harness = Harness([
      Strip(id: "s", names: ["ann", "bob"]), Group(id: "g", items: ["x", "y"]),
    ])
    try harness.press("<Right><Enter>jj<Enter>")
    #expect(harness.source.log.events == ["open bob", "tap g[1]"])
  }

  @Test("Up and Down skip headers, footers and rows that cannot be selected")
  func skipping() throws {
    let harness = Harness([
      Group(id: "a", title: "A", items: ["a0", "a1", "a2"], footer: "end", unselectable: [1]),
      Divider(id: "d"),
      Group(id: "b", title: "B", items: ["b0"]),
    ])
    var visited: [String] = []
    for _ in 0..<4 {
      let selection = try #require(harness.adapter.selection)
      visited.append("\((selection.object as? Group)?.id ?? "?")\(selection.part)")
      harness.adapter.handle(.character("j"))
    }
    #expect(visited == ["aitem(0)", "aitem(2)", "bitem(0)", "bitem(0)"])
    try harness.press("k")
    #expect(harness.adapter.selection?.positionText == "2/3")
  }

  @Test("PgDn and PgUp move by a page; Home and End go to the ends")
  func paging() throws {
    let harness = Harness([Numbers(id: "n", count: 100)], height: 10)
    try harness.press("<PgDn>")
    #expect(harness.adapter.selection?.position == 12)
    #expect(harness.screen().lines.first == "  item 9")
    try harness.press("<End>")
    #expect(harness.adapter.selection?.position == 100)
    #expect(harness.screen().lines.last == "> item 99")
    try harness.press("<PgUp>")
    #expect(harness.adapter.selection?.position == 89)
    try harness.press("<Home>")
    #expect(harness.screen().lines.first == "> item 0")
    try harness.press("<C-d>")
    #expect(harness.adapter.selection?.position == 8)
  }

  @Test("A click selects the row under the pointer; a double click on the same row taps it")
  func mouse() throws {
    let harness = Harness([
      Group(id: "g", items: ["a", "b", "c"]), Strip(id: "s", names: ["ann", "bob"]),
    ])
    _ = harness.screen()
    harness.adapter.handle(MouseEvent(.click, x: 5, y: 2))
    #expect(harness.screen().lines[2] == "> c")
    // Two quick clicks on different rows are two clicks: the second row is only selected.
    harness.adapter.handle(MouseEvent(.doubleClick, x: 9, y: 3))
    #expect(harness.source.log.events == [])
    #expect(harness.screen().lines[3].hasPrefix("> "))
    harness.adapter.handle(MouseEvent(.doubleClick, x: 9, y: 3))
    #expect(harness.source.log.events == ["open bob"])
    #expect(!harness.adapter.handle(MouseEvent(.click, x: 0, y: 8)))
  }

  @Test("A double click on a row cut at the top opens it, though its first click scrolled it")
  func doubleClickOnRowCutAtTop() throws {
    let rows = ["a", "b", "c", "d", "e"].map { "\($0)1\n\($0)2\n\($0)3\n\($0)4" }
    let harness = Harness([Group(id: "g", items: rows)], width: 12, height: 6)
    try harness.press("jjjj")
    harness.adapter.handle(MouseEvent(.wheelUp, x: 5, y: 0))
    // c's first lines are above the view: its last line is at the top.
    #expect(harness.screen().lines.first == "  c4", "\(harness.screen().lines)")
    harness.adapter.handle(MouseEvent(.click, x: 5, y: 0))
    // The first click showed c whole, a line below the top: the pointer is over b now.
    #expect(harness.screen().lines[0...1] == ["  b4", "> c1"], "\(harness.screen().lines)")
    harness.adapter.handle(MouseEvent(.doubleClick, x: 5, y: 0))
    #expect(harness.source.log.events == ["tap g[2]"], "\(harness.source.log.events)")
  }

  @Test("A click on one row, then a double click on another, opens the other")
  func clickThenDoubleClickElsewhere() throws {
    let harness = Harness([Group(id: "g", items: ["a", "b", "c"])])
    _ = harness.screen()
    // As the terminal counts them: the first press on c is the second of a double click
    // begun on a, and the second press on c goes on from that double click.
    harness.adapter.handle(MouseEvent(.click, x: 5, y: 0))
    harness.adapter.handle(MouseEvent(.doubleClick, x: 5, y: 2))
    #expect(harness.source.log.events == [])
    #expect(harness.screen().lines[2] == "> c")
    harness.adapter.handle(MouseEvent(.click, x: 5, y: 2, continuesDoubleClick: true))
    #expect(harness.source.log.events == ["tap g[2]"])
    // A real triple click opens once: its third press does nothing more.
    harness.adapter.handle(MouseEvent(.click, x: 5, y: 2, continuesDoubleClick: true))
    #expect(harness.source.log.events == ["tap g[2]"])
  }

  @Test("An event for a list drawn lower on the screen: a click's position is made the list's")
  func mouseAtOrigin() throws {
    let harness = Harness([Group(id: "g", items: ["a", "b", "c"])])
    _ = harness.screen()
    // The list drawn from screen line 3, column 2: a click on line 4 is on the list's line 1.
    #expect(
      harness.adapter.handle(.mouse(MouseEvent(.click, x: 4, y: 4)), listAt: Point(x: 2, y: 3)))
    #expect(harness.adapter.selection?.positionText == "2/3")
    // Above the list: nothing; keys pass through as they are.
    #expect(
      !harness.adapter.handle(.mouse(MouseEvent(.click, x: 4, y: 2)), listAt: Point(x: 2, y: 3)))
    #expect(harness.adapter.handle(.key(.down), listAt: Point(x: 2, y: 3)))
    #expect(harness.adapter.selection?.positionText == "3/3")
  }

  @Test("The wheel scrolls the view, and the selection follows when it would leave it")
  func wheel() throws {
    let harness = Harness([Numbers(id: "n", count: 100)], height: 10)
    _ = harness.screen()
    harness.adapter.handle(MouseEvent(.wheelDown, x: 0, y: 0))
    let lines = harness.screen().lines
    #expect(lines.first == "> item 3")
    #expect(harness.adapter.scrollTop == 3)
  }
}
