import ListKit
import Testing

@Suite("Home and End show the rows that cannot be selected beyond the first and last")
struct EndsShowUnselectableRowsTests {
  @Test("End shows a divider after the last row, Home one before the first")
  func dividersAtTheEnds() {
    let rows = (1...6).map { Row(id: $0, lines: 1) as any Diffable }
    let source = TestDataSource(
      [Divider(id: "top") as any Diffable] + rows + [Divider(id: "end") as any Diffable])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 12, height: 4))
    adapter.performUpdates()
    func lines() -> [String] {
      var buffer = Buffer(width: 12, height: 4)
      adapter.render(into: &buffer, in: buffer.area)
      return buffer.lines
    }
    adapter.perform(.bottom)
    #expect(lines() == ["  row 4 v0", "  row 5 v0", "> row 6 v0", "  ──────────"])
    adapter.perform(.top)
    #expect(lines() == ["  ──────────", "> row 1 v0", "  row 2 v0", "  row 3 v0"])
  }
}
