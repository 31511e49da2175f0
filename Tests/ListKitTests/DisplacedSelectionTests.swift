import ListKit
import Testing

@Suite("A selection an update took from its item goes back to it when the item comes back")
struct DisplacedSelectionTests {
  func event(_ id: Int) -> Event { Event(id: id, title: "e\(id)") }

  /// Two days, event 2 of the first selected.
  func start() -> (AgendaSource, ListAdapter) {
    let source = AgendaSource([
      Day(id: 1, events: [event(1), event(2), event(3)]), Day(id: 2, events: [event(4), event(5)]),
    ])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 30, height: 12))
    adapter.performUpdates()
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(2))
    return (source, adapter)
  }

  /// The filter of a log viewer: the days hold only the events `keep` keeps.
  func narrow(_ source: AgendaSource, _ keep: (Int) -> Bool) {
    source.days = [
      Day(id: 1, events: [1, 2, 3].filter(keep).map(event)),
      Day(id: 2, events: [4, 5].filter(keep).map(event)),
    ]
  }

  @Test("A filter that hides the selected event, then is cleared, gives the selection back")
  func filterCleared() {
    let (source, adapter) = start()
    narrow(source) { $0 >= 4 }
    adapter.performUpdates()
    #expect(SelectionFollowsIdentityTests.spot(adapter) != .event(day: 1, id: 2))
    narrow(source) { $0 == 1 || $0 >= 4 }
    adapter.performUpdates()
    #expect(SelectionFollowsIdentityTests.spot(adapter) != .event(day: 1, id: 2), "not back yet")
    narrow(source) { _ in true }
    adapter.performUpdates()
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 1, id: 2))
  }

  @Test("A key, a click or a select in between is a choice: the selection stays where it was put")
  func movedMeanwhile() {
    for move in ["key", "click", "select"] {
      let (source, adapter) = start()
      narrow(source) { $0 >= 4 }
      adapter.performUpdates()
      switch move {
      case "key": adapter.handle(.down)
      case "click": adapter.handle(MouseEvent(.click, x: 4, y: 2))
      default:
        adapter.select(identity: ObjectIdentity(Day.self, id: 2), itemIdentity: AnyHashable(4))
      }
      let chosen = SelectionFollowsIdentityTests.spot(adapter)
      narrow(source) { _ in true }
      adapter.performUpdates()
      #expect(SelectionFollowsIdentityTests.spot(adapter) == chosen, "\(move)")
    }
  }

  @Test("reload(_:) that brings the event back gives the selection back too")
  func reloadBringsBack() {
    let (source, adapter) = start()
    narrow(source) { $0 != 2 }
    adapter.reload(source.days[0])
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 1, id: 3))
    narrow(source) { _ in true }
    adapter.reload(source.days[0])
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 1, id: 2))
  }

  @Test("A selection that follows the end goes to the end when a filter is cleared, and follows on")
  func followsEndWins() {
    let (source, adapter) = start()
    adapter.followsEnd = true
    adapter.perform(.bottom)
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 2, id: 5))
    narrow(source) { $0 <= 3 }
    adapter.performUpdates()
    // Two events arrive, hidden by the filter, then it is cleared.
    source.days = [
      Day(id: 1, events: [1, 2, 3].map(event)), Day(id: 2, events: [4, 5, 6, 7].map(event)),
    ]
    adapter.performUpdates()
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 2, id: 7))
    source.days[1].events.append(event(8))
    adapter.performUpdates()
    #expect(SelectionFollowsIdentityTests.spot(adapter) == .event(day: 2, id: 8), "still following")
  }
}
