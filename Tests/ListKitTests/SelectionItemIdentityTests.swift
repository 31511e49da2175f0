import ListKit
import Testing

@Suite("The selected item's identity, typed")
struct SelectionItemIdentityTests {
  let source = AgendaSource([
    Day(id: 1, events: [Event(id: 10, title: "ten"), Event(id: 12, title: "twelve")])
  ])

  @Test("An item's identity comes as its own type, and as nil for another type or a header")
  func typedIdentity() throws {
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 6))
    adapter.performUpdates()
    adapter.handle(.down)
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 12)
    #expect(adapter.selection?.itemIdentity(as: String.self) == nil)
    adapter.handle(.space)
    #expect(adapter.selection?.part == .header)
    #expect(adapter.selection?.itemIdentity(as: Int.self) == nil)
  }
}
