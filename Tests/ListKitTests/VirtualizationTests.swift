import ListKit
import Render
import Testing

@Suite("Virtualized layout")
struct VirtualizationTests {
  @Test("A frame of a 1,000,000-item list draws only the rows in view")
  func renderCallsDoNotGrow() throws {
    let numbers = Numbers(id: "n", count: 1_000_000)
    let harness = Harness([numbers], width: 80, height: 24)
    #expect(harness.adapter.select(numbers, item: 500_000))
    harness.source.log.renderCalls = 0
    let screen = harness.screen()
    #expect(harness.source.log.renderCalls == 24)
    #expect(screen.lines.contains("> item 500000"))
    try harness.press("j")
    harness.source.log.renderCalls = 0
    _ = harness.screen()
    #expect(harness.source.log.renderCalls == 24)
    #expect(harness.adapter.selection?.positionText == "500002/1000000")
  }

  @Test("The row at any line and its section are found through the prefix sums")
  func rowAtLine() throws {
    let groups: [any Diffable] = (0..<1_000).map {
      Group(id: "g\($0)", title: $0 % 2 == 0 ? "T\($0)" : nil, items: ["a\nb", "c"])
    }
    let harness = Harness(groups)
    let layout = harness.adapter.layout
    // Even groups are 4 lines (header, 2-line item, item); odd ones are 3.
    #expect(layout.totalHeight == 500 * 4 + 500 * 3)
    let line = 7 * 250 + 2  // 250 pairs of groups, then the header and the first item's 2nd line
    let row = try #require(layout.rowIndex(atLine: line))
    #expect(layout.row(row) == ListRow(section: 500, part: .item(0)))
    #expect(layout.top(ofRow: row) == line - 1)
  }

  @Test("Sections are told when they enter and leave the working range")
  func workingRange() throws {
    let sections: [any Diffable] = (0..<30).map { Numbers(id: "n\($0)", count: 1) }
    let harness = Harness(sections, height: 5)
    // Loading tells the five sections in view and the three after them.
    #expect(Set(harness.source.log.events) == Set((0..<8).map { "enter n\($0)" }))
    harness.source.log.events = []
    harness.adapter.workingRangeSize = 2
    #expect(harness.source.log.events == ["exit n7"])
    harness.source.log.events = []
    try harness.press(String(repeating: "j", count: 10))
    _ = harness.screen()
    // Rows 8 to 12 are in view (selection on 10 with a margin of 2), so 6 to 14 are in range.
    #expect(
      Set(harness.source.log.events)
        == Set(
          (0..<6).map { "exit n\($0)" } + (7..<15).map { "enter n\($0)" }))
  }
}
