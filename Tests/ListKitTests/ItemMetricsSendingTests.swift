import ListKit
import Testing

/// Layout values sent to other threads, while the copies they came from change.
///
/// Each copy keeps its own values. Under the thread sanitizer (`swift test --sanitize=thread`)
/// this also checks that no shared storage is written while another thread reads it.
@Suite("Item metrics and layouts can be sent to other threads")
struct ItemMetricsSendingTests {
  @Test("An update and the selected object's identity are read by a detached task")
  func updateAndIdentityCrossTasks() async throws {
    let source = TestDataSource([Group(id: "a", items: ["x"]), Group(id: "b", items: ["y"])])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 5))
    adapter.performUpdates()
    source.objects = [Group(id: "c", items: ["z"])] + source.objects
    let update = adapter.performUpdates()
    let identity = try #require(adapter.selection?.identity)
    let (inserted, index) = await Task.detached {
      (update.inserted, update.diff?.newIndex(for: identity))
    }.value
    #expect(inserted == 1)
    #expect(index == 1)
  }

  @Test("Copies read on four tasks while the original grows and changes keep their values")
  func copiesStayPut() async {
    var metrics = ItemMetrics(count: 2_000, height: { $0 % 7 + 1 }, isSelectable: { $0 % 5 != 0 })
    let expectedTops = (0..<2_000).map { metrics.top(of: $0) }
    let layout = ListLayout(
      sections: [SectionLayout(headerHeight: 1, items: metrics)], width: 40)
    let sent = metrics
    let total = layout.totalHeight
    let results = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 {
        group.addTask {
          var same = true
          for _ in 0..<20 {
            for item in stride(from: 0, to: 2_000, by: 37) {
              same =
                same && sent.top(of: item) == expectedTops[item]
                && sent.height(of: item) == item % 7 + 1
            }
            same = same && layout.totalHeight == total
          }
          return same
        }
      }
      // Meanwhile the original changes: its table must be copied first, never written shared.
      for item in stride(from: 0, to: 2_000, by: 3) { metrics.setHeight(9, at: item) }
      for _ in 0..<500 { metrics.append(height: 2) }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results == [true, true, true, true])
    #expect(metrics.count == 2_500 && metrics.height(of: 0) == 9)
    #expect(sent.count == 2_000 && sent.height(of: 0) == 1)
    // A header line and the items: 1 + (1 + 2 + … + 7) for each 7 items, and 1 to 5 after.
    #expect(total == 1 + 285 * 28 + 15)
  }
}
