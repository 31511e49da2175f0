import ListKit
import ListKitTesting
import Testing

@Suite("A list that follows its end from empty")
struct EmptyFollowingTests {
  @Test("With followsEnd on an empty list, the first rows to come leave the selection on the last")
  func fromEmpty() {
    let source = AgendaSource([])
    let adapter = ListAdapter(dataSource: source)
    adapter.followsEnd = true
    adapter.setViewport(Size(width: 20, height: 4))
    adapter.performUpdates()
    #expect(adapter.selection == nil)
    source.days = ReloadAndScrollTests.days(3)
    adapter.performUpdates()
    #expect(adapter.selection?.position == adapter.selection?.count)
    var buffer = Buffer(width: 20, height: 4)
    adapter.render(into: &buffer, in: buffer.area)
    expectScreen(
      buffer,
      [
        "  event 204",
        "  day 3",
        "  event 302",
        "> event 304",
      ]
    )
    // Without following, the first row takes it, as before.
    let plain = ListAdapter(dataSource: source)
    plain.setViewport(Size(width: 20, height: 4))
    plain.performUpdates()
    #expect(plain.selection?.position == 1)
  }
}
