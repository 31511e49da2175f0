import ListKit
import ListKitTesting
import Testing

/// Rows of one to four lines, each drawn with its number on every line.
private struct Rows: Diffable, Equatable {
  var count: Int
  var diffID: String { "rows" }
}

private final class RowsController: ModelSectionController<Rows> {
  override var numberOfItems: Int { model?.count ?? 0 }
  override func height(forItem index: Int, width: Int) -> Int { index % 4 + 1 }
  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    for line in 0..<buffer.height { buffer.write("row \(index).\(line)", x: 0, y: line) }
  }
}

private final class RowsSource: ListAdapterDataSource {
  var rows = Rows(count: 200)
  func objects(for adapter: ListAdapter) -> [any Diffable] { [rows] }
  func sectionController(for object: any Diffable) -> any SectionController { RowsController() }
  func emptyView(for adapter: ListAdapter) -> (any EmptyView)? { nil }
}

@Suite("A page and the opposite page go back exactly, as in vim and less")
struct PageSymmetryTests {
  private static func screen(_ adapter: ListAdapter) -> [String] {
    var buffer = Buffer(width: 16, height: adapter.viewport.height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer.lines
  }

  @Test(
    "^D ^U, ^F ^B and runs of them return to the same row on the same line, over rows of any height"
  )
  func symmetric() {
    let source = RowsSource()
    for height in [5, 9, 12] {
      for start in [0, 3, 7, 30] {
        let adapter = ListAdapter(dataSource: source)
        adapter.setViewport(Size(width: 16, height: height))
        adapter.performUpdates()
        for _ in 0..<start { adapter.perform(.down) }
        let before = Self.screen(adapter)
        for (forth, back) in [
          ([ListCommand.halfPageDown], [ListCommand.halfPageUp]),
          ([.pageDown], [.pageUp]),
          ([.halfPageDown, .halfPageDown, .pageDown], [.pageUp, .halfPageUp, .halfPageUp]),
        ] {
          for command in forth { adapter.perform(command) }
          #expect(Self.screen(adapter) != before, "\(forth) moved nothing at \(height), \(start)")
          for command in back { adapter.perform(command) }
          #expect(Self.screen(adapter) == before, "\(forth) then \(back) at \(height), \(start)")
        }
      }
    }
  }

  @Test("Near either end a page still moves the selection a page's lines, to the first or last row")
  func pagesNearTheEnds() {
    let source = RowsSource()
    let count = source.rows.count
    // The first line of each row: rows are 1 to 4 lines tall.
    let tops = (0...count).map { row in (0..<row).reduce(0) { $0 + $1 % 4 + 1 } }
    for height in [6, 9, 12] {
      let page = height - 1
      for start in Array(count - 3 * height..<count - 1) + Array(1..<3 * height) {
        for (command, lines) in [
          (ListCommand.pageDown, page), (.halfPageDown, height / 2), (.pageUp, -page),
          (.halfPageUp, -(height / 2)),
        ] {
          let adapter = ListAdapter(dataSource: source)
          adapter.setViewport(Size(width: 16, height: height))
          adapter.performUpdates()
          adapter.perform(.down, count: start)
          guard case .item(let before)? = adapter.selection?.part else { return }
          adapter.perform(command)
          guard case .item(let after)? = adapter.selection?.part else { return }
          // The row `lines` lines on from the selected one's first line, or the end.
          let line = min(max(0, tops[before] + lines), tops[count] - 1)
          let reached = tops.lastIndex { $0 <= line }!
          let expected = min(reached, count - 1)
          #expect(
            lines > 0 ? after >= expected : after <= expected,
            "\(command) from \(before) at height \(height) selected \(after)")
        }
      }
    }
  }

  @Test("A move between the pages, or an update, makes the next page a page of its own")
  func brokenByMoves() {
    let source = RowsSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 16, height: 9))
    adapter.performUpdates()
    for _ in 0..<5 { adapter.perform(.down) }
    adapter.perform(.halfPageDown)
    adapter.perform(.down)
    let moved = adapter.selectedRow
    adapter.perform(.halfPageUp)
    // Paged up from where j left it.
    #expect(adapter.selectedRow != nil && adapter.selectedRow! < moved!)
  }

  @Test("Rows added below between the pages, as a document loads, leave the way back as it was")
  func rowsAddedBelow() {
    let source = RowsSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 16, height: 9))
    adapter.performUpdates()
    for _ in 0..<5 { adapter.perform(.down) }
    let before = Self.screen(adapter)
    adapter.perform(.halfPageDown)
    source.rows.count = 400
    adapter.performUpdates()
    adapter.perform(.halfPageUp)
    #expect(Self.screen(adapter) == before)
  }
}
