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

  @Test(
    "An item whose identity repeats an earlier one's is dropped; the selection keeps to its item")
  func repeatedItemIdentity() throws {
    let source = AgendaSource([
      Day(
        id: 1,
        events: [
          Event(id: 10, title: "ten"), Event(id: 12, title: "twelve"),
          Event(id: 10, title: "again"),
          Event(id: 14, title: "fourteen"),
        ])
    ])
    let adapter = ListAdapter(dataSource: source)
    var warnings: [String] = []
    adapter.onWarning = { warnings.append($0) }
    adapter.setViewport(Size(width: 20, height: 6))
    adapter.performUpdates()
    #expect(adapter.sectionControllers[0].numberOfItems == 3)
    #expect(warnings == ["object 0, Day(1): view model 2 repeats the identity 10 and was dropped"])
    adapter.handle(.down)
    adapter.handle(.down)
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 14)
    // An item inserted above: the selection stays on 14.
    source.days = [
      Day(
        id: 1,
        events: [
          Event(id: 8, title: "eight"), Event(id: 10, title: "ten"), Event(id: 12, title: "twelve"),
          Event(id: 12, title: "again"), Event(id: 14, title: "fourteen"),
        ])
    ]
    adapter.performUpdates()
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 14)
    #expect(adapter.sectionControllers[0].numberOfItems == 4)
    #expect(
      warnings.last == "object 0, Day(1): view model 3 repeats the identity 12 and was dropped")
    #expect(warnings.count == 2)
  }

  @Test("Warnings name an object by its place among the data source's, before repeats are dropped")
  func warningPlaces() throws {
    let repeated = [Event(id: 10, title: "ten"), Event(id: 10, title: "again")]
    let source = AgendaSource([
      Day(id: 1, events: []), Day(id: 1, events: []), Day(id: 2, events: repeated),
    ])
    let adapter = ListAdapter(dataSource: source)
    var warnings: [String] = []
    adapter.onWarning = { warnings.append($0) }
    adapter.setViewport(Size(width: 20, height: 6))
    adapter.performUpdates()
    #expect(
      warnings == [
        "object 1 repeats the identity Day(1) and was dropped",
        "object 2, Day(2): view model 1 repeats the identity 10 and was dropped",
      ])
    // The same in an update, where a new repeat comes first.
    warnings = []
    source.days = [Day(id: 3, events: []), Day(id: 3, events: [])] + source.days
    adapter.performUpdates()
    #expect(
      warnings == [
        "object 1 repeats the identity Day(3) and was dropped",
        "object 3 repeats the identity Day(1) and was dropped",
      ])
    warnings = []
    source.days = [
      Day(id: 3, events: []), Day(id: 3, events: []), Day(id: 2, events: repeated + repeated),
    ]
    adapter.performUpdates()
    #expect(
      warnings == [
        "object 1 repeats the identity Day(3) and was dropped",
        "object 2, Day(2): view model 1 repeats the identity 10 and was dropped",
        "object 2, Day(2): view model 2 repeats the identity 10 and was dropped",
        "object 2, Day(2): view model 3 repeats the identity 10 and was dropped",
      ])
  }
}
