import ListKit
import Testing

@Suite("onSelectionChange follows what is selected, not its row")
struct SelectionCallbackTests {
  /// An adapter over rows with these ids, at 20x10, with the ids it was told of after each
  /// change of selection.
  private func adapter(_ ids: [Int]) -> (ListAdapter, TestDataSource, () -> [Int]) {
    let source = TestDataSource(ids.map { Row(id: $0, lines: 1) })
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 10))
    adapter.performUpdates()
    final class Told { var ids: [Int] = [] }
    let told = Told()
    adapter.onSelectionChange = { adapter in
      told.ids.append(adapter.selection?.object(as: Row.self)?.id ?? -1)
    }
    return (adapter, source, { told.ids })
  }

  @Test("Moving tells; rows inserted above tell nothing; the selected row deleted tells")
  func followsIdentity() {
    let (adapter, source, told) = adapter([1, 2, 3])
    #expect(told().isEmpty, "setting the callback tells nothing")
    adapter.handle(.down)
    #expect(told() == [2])
    source.objects.insert(Row(id: 0, lines: 1), at: 0)
    adapter.performUpdates()
    #expect(told() == [2], "the same row selected, one line lower")
    source.objects.removeAll { ($0 as? Row)?.id == 2 }
    adapter.performUpdates()
    #expect(adapter.selection?.object(as: Row.self)?.id == 3)
    #expect(told() == [2, 3], "the next row took the selection, at the same row index")
    adapter.setViewport(Size(width: 30, height: 5))
    adapter.handle(.up)
    #expect(told() == [2, 3, 1])
  }
}
