import ListKit
import ListKitTesting
import Render
import Testing

@Suite("Rows taller than the view, and rows beyond the last selectable one")
struct TallRowTests {
  @Test("j scrolls line by line through a row taller than the view, then moves on")
  func tallRowScrollsLikeAPager() throws {
    let tall = (1...8).map { "line \($0)" }.joined(separator: "\n")
    let harness = Harness([Group(id: "g", items: [tall, "next"])], width: 12, height: 4)
    expectScreen(harness.screen(), ["> line 1", "  line 2", "  line 3", "  line 4"])
    try harness.press("jjjj")
    // The mark stays on the selected row's first line in view.
    expectScreen(harness.screen(), ["> line 5", "  line 6", "  line 7", "  line 8"])
    try harness.press("j")
    expectScreen(harness.screen(), ["  line 6", "  line 7", "  line 8", "> next"])
    try harness.press("k")
    expectScreen(harness.screen(), ["> line 5", "  line 6", "  line 7", "  line 8"])
    #expect(harness.adapter.selection?.part == .item(0))
  }

  @Test("Each page or half page gets somewhere, over rows of any height, to the last row and back")
  func pagesAlwaysGetSomewhere() throws {
    var random = SeededRandom(seed: 0x9A6E)
    for _ in 0..<300 {
      let groups = (0..<Int.random(in: 1...6, using: &random)).map { group in
        Group(
          id: "g\(group)", title: Bool.random(using: &random) ? "Group \(group)" : nil,
          items: (0..<Int.random(in: 1...8, using: &random)).map { item in
            (0..<Int.random(in: 1...16, using: &random)).map { "\(group).\(item).\($0)" }
              .joined(separator: "\n")
          })
      }
      let height = Int.random(in: 3...20, using: &random)
      let harness = Harness(groups, width: 20, height: height)
      let adapter = harness.adapter
      let count = adapter.layout.selectableCount
      let presses = adapter.layout.totalHeight + count + 2
      for (forward, back) in [
        (ListCommand.pageDown, ListCommand.pageUp), (.halfPageDown, .halfPageUp),
      ] {
        // Positions count from 1.
        for (command, goal) in [(forward, count), (back, 1)] {
          var pressed = 0
          while adapter.selection?.position != goal {
            let before = (adapter.selection?.position, adapter.scrollTop)
            #expect(adapter.perform(command), "\(command) did nothing at \(before), view \(height)")
            let after = (adapter.selection?.position, adapter.scrollTop)
            // Forward, the selection never goes back; back, never forward.
            let moved = (after.0 ?? 0) - (before.0 ?? 0)
            #expect(goal == 1 ? moved <= 0 : moved >= 0, "\(command) went the wrong way")
            pressed += 1
            guard pressed <= presses, after != before else {
              Issue.record("\(command) stuck at \(after) of \(count), view \(height)")
              break
            }
          }
        }
      }
    }
  }

  @Test("End shows the last line of a last row taller than the view; Home the first line")
  func endOfATallRow() throws {
    let tall = (1...8).map { "line \($0)" }.joined(separator: "\n")
    let harness = Harness([Group(id: "g", items: ["first", tall])], width: 12, height: 4)
    try harness.press("<End>")
    expectScreen(harness.screen(), ["> line 5", "  line 6", "  line 7", "  line 8"])
    try harness.press("<Home>")
    expectScreen(harness.screen(), ["> first", "  line 1", "  line 2", "  line 3"])
    let first = Harness([Group(id: "g", items: [tall, "last"])], width: 12, height: 4)
    try first.press("jjj<Home>")
    expectScreen(first.screen(), ["> line 1", "  line 2", "  line 3", "  line 4"])
  }

  @Test("Selecting the last selectable row reveals the rows after it that cannot be selected")
  func trailingRowsAreReachable() throws {
    let harness = Harness(
      [
        Group(id: "g", items: ["a", "b", "c"], footer: "footer"), Divider(id: "d1"),
        Divider(id: "d2"),
      ],
      width: 12, height: 4)
    try harness.press("<End>")
    expectScreen(harness.screen(), ["> c", "  footer", "  ──────────", "  ──────────"])
  }

  @Test("Selecting the first selectable row reveals the header above it")
  func leadingHeaderIsReachable() throws {
    let harness = Harness(
      [Group(id: "g", title: "Title", items: (0..<10).map { "item \($0)" })], width: 16, height: 4)
    try harness.press("<End><Home>")
    expectScreen(harness.screen(), ["  ▾ Title (10)", "> item 0", "  item 1", "  item 2"])
  }
}
