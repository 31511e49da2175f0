import ListKit
import ListKitTesting
import Testing

@Suite(
  "An item's identity is scoped by its section's: the same id in another section is another item")
struct SectionScopedIdentityTests {
  /// An event of one line, titled by its day's letter and its id.
  static func event(_ day: String, _ id: Int) -> Event { Event(id: id, title: "\(day)-\(id)") }

  /// Days 1 (`a`) and 2 (`b`), each of the events with the given ids (even, so one line each).
  static func days(_ a: [Int], _ b: [Int]) -> [Day] {
    [Day(id: 1, events: a.map { event("a", $0) }), Day(id: 2, events: b.map { event("b", $0) })]
  }

  static func adapter(_ source: AgendaSource) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 9))
    adapter.performUpdates()
    return adapter
  }

  static func screen(_ adapter: ListAdapter) -> Buffer {
    var buffer = Buffer(width: 20, height: 9)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  @Test("Deleting the selected item selects its neighbour, not the item of that id in another day")
  func deletedItemTakesNeighbour() {
    let source = AgendaSource(Self.days([2, 4, 6], [2, 4, 6]))
    let adapter = Self.adapter(source)
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(6))
    source.days = Self.days([2, 4], [2, 4, 6])
    adapter.performUpdates()
    expectScreen(
      Self.screen(adapter),
      [
        "  day 1",
        "  a-2",
        "> a-4",
        "  day 2",
        "  b-2",
        "  b-4",
        "  b-6",
        "",
        "",
      ])
  }

  @Test("A collapsed day whose hidden selected item goes keeps the selection on its header")
  func collapsedHeaderKeepsSelection() {
    let source = AgendaSource(Self.days([2, 4, 6], [2, 4, 6]))
    let adapter = Self.adapter(source)
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(6))
    adapter.handle(.space)
    source.days = Self.days([2, 4], [2, 4, 6])
    adapter.performUpdates()
    expectScreen(
      Self.screen(adapter),
      ["> day 1", "  day 2", "  b-2", "  b-4", "  b-6", "", "", "", ""])
  }

  @Test("A day that goes takes the selection to its neighbour's first item, not to the same id")
  func goneDayTakesNeighbour() {
    let source = AgendaSource(
      Self.days([2, 4, 6], [2, 4, 6]) + [Day(id: 3, events: [Self.event("c", 8)])])
    let adapter = Self.adapter(source)
    adapter.select(identity: ObjectIdentity(Day.self, id: 2), itemIdentity: AnyHashable(4))
    source.days = [source.days[0], source.days[2]]
    adapter.performUpdates()
    expectScreen(
      Self.screen(adapter),
      [
        "  day 1",
        "  a-2",
        "  a-4",
        "  a-6",
        "  day 3",
        "> c-8",
        "",
        "",
        "",
      ])
  }

  /// Days 1 and 2, event 6 of day 1 selected, then moved to day 2, which did not have a 6.
  static func movedSix() -> (AgendaSource, ListAdapter) {
    let source = AgendaSource(Self.days([2, 4, 6], [2, 4]))
    let adapter = Self.adapter(source)
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(6))
    source.days = Self.days([2, 4], [2, 4, 6])
    adapter.performUpdates()
    return (source, adapter)
  }

  @Test("An item that moves to a day that did not hold its id still takes the selection along")
  func movedItemIsFollowed() {
    let (_, adapter) = Self.movedSix()
    expectScreen(
      Self.screen(adapter),
      ["  day 1", "  a-2", "  a-4", "  day 2", "  b-2", "  b-4", "> b-6", "", ""])
  }

  @Test("An item followed into another day leaves no memory there for a new item of its id")
  func movedItemIsNotDisplaced() {
    let (source, adapter) = Self.movedSix()
    source.days = Self.days([2, 4, 6], [2, 4, 6])
    adapter.performUpdates()
    expectScreen(
      Self.screen(adapter),
      ["  day 1", "  a-2", "  a-4", "  a-6", "  day 2", "  b-2", "  b-4", "> b-6", ""])
  }
}
