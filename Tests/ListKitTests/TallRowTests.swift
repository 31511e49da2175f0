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
