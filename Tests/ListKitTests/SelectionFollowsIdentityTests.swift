import ListKit
import Testing

/// Where the selection is, in terms of the data: a day's header, or an event of a day.
enum Spot: Equatable, CustomStringConvertible {
  case header(day: Int)
  case event(day: Int, id: Int)

  var description: String {
    switch self {
    case .header(let day): "header of day \(day)"
    case .event(let day, let id): "event \(id) of day \(day)"
    }
  }
}

@Suite("The selection and the collapse state follow identity through updates")
struct SelectionFollowsIdentityTests {
  /// The selection of an adapter of days.
  static func spot(_ adapter: ListAdapter) -> Spot? {
    guard let selection = adapter.selection, let day = selection.object(as: Day.self) else {
      return nil
    }
    guard let id = selection.itemIdentity?.base as? Int else { return .header(day: day.id) }
    return .event(day: day.id, id: id)
  }

  /// Where the selection must go after the days change from `old` to `new`, from where it was;
  /// `standingFor` is the event a collapsed day's header stands for, when it is selected.
  static func expected(
    from spot: Spot, old: [Day], new: [Day], collapsed: Set<Int>, standingFor: Int? = nil
  ) -> Spot? {
    func place(_ id: Int) -> Spot? {
      guard let day = new.first(where: { $0.events.contains { $0.id == id } }) else { return nil }
      return collapsed.contains(day.id) ? .header(day: day.id) : .event(day: day.id, id: id)
    }
    func first(_ day: Day) -> Spot {
      collapsed.contains(day.id) ? .header(day: day.id) : .event(day: day.id, id: day.events[0].id)
    }
    func last(_ day: Day) -> Spot {
      collapsed.contains(day.id)
        ? .header(day: day.id) : .event(day: day.id, id: day.events[day.events.count - 1].id)
    }
    let dayID: Int
    var eventID: Int?
    switch spot {
    case .header(let day): dayID = day
    case .event(let day, let id):
      dayID = day
      eventID = id
    }
    guard let oldIndex = old.firstIndex(where: { $0.id == dayID }) else { return nil }
    guard let newDay = new.first(where: { $0.id == dayID }) else {
      if let eventID, let moved = place(eventID) { return moved }
      for distance in 1...old.count {
        if oldIndex + distance < old.count,
          let day = new.first(where: { $0.id == old[oldIndex + distance].id })
        {
          return first(day)
        }
        if oldIndex - distance >= 0,
          let day = new.first(where: { $0.id == old[oldIndex - distance].id })
        {
          return last(day)
        }
      }
      // No day survived: the first row of the list.
      return new.first.map(first)
    }
    guard let eventID else {
      // The event the header stands for left the day: the selection follows it.
      if let hidden = standingFor, collapsed.contains(dayID),
        !newDay.events.contains(where: { $0.id == hidden }), let moved = place(hidden)
      {
        return moved
      }
      return first(newDay)
    }
    if let moved = place(eventID) { return moved }
    let events = old[oldIndex].events
    let index = events.firstIndex { $0.id == eventID } ?? 0
    for distance in 1...max(1, events.count) {
      for neighbour in [index + distance, index - distance]
      where events.indices.contains(neighbour) {
        if newDay.events.contains(where: { $0.id == events[neighbour].id }) {
          return .event(day: dayID, id: events[neighbour].id)
        }
      }
    }
    return .event(day: dayID, id: newDay.events[min(index, newDay.events.count - 1)].id)
  }

  @Test("an event moved into a collapsed day selects the day's header, and expanding selects it")
  func movedIntoCollapsedDay() throws {
    func event(_ id: Int) -> Event { Event(id: id, title: "e\(id)") }
    let source = AgendaSource([
      Day(id: 1, events: [event(1), event(2)]), Day(id: 2, events: [event(3), event(4)]),
    ])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 30, height: 12))
    adapter.performUpdates()
    let second = ObjectIdentity(Day.self, id: 2)
    adapter.setCollapsed(second, true)
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(2))
    source.days = [
      Day(id: 1, events: [event(1)]), Day(id: 2, events: [event(3), event(2), event(4)]),
    ]
    adapter.performUpdates()
    #expect(Self.spot(adapter) == .header(day: 2))
    adapter.perform(.toggleCollapse)
    #expect(!adapter.isCollapsed(second))
    #expect(Self.spot(adapter) == .event(day: 2, id: 2))
  }

  @Test("selectHeader selects a collapsed day's header and leaves it collapsed")
  func selectHeader() throws {
    let source = AgendaSource([
      Day(id: 1, events: [Event(id: 1, title: "e1")]),
      Day(id: 2, events: [Event(id: 2, title: "e2")]),
    ])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 30, height: 12))
    adapter.performUpdates()
    let second = ObjectIdentity(Day.self, id: 2)
    adapter.setCollapsed(second, true)
    #expect(adapter.selectHeader(of: second))
    #expect(Self.spot(adapter) == .header(day: 2) && adapter.isCollapsed(second))
    // An expanded day's header is not a row to select, and an unknown day has none.
    #expect(!adapter.selectHeader(of: ObjectIdentity(Day.self, id: 1)))
    #expect(!adapter.selectHeader(of: ObjectIdentity(Day.self, id: 9)))
    #expect(Self.spot(adapter) == .header(day: 2))
  }

  @Test("an event moved into a collapsed day and out again takes the selection with it")
  func movedIntoCollapsedDayAndOut() throws {
    func event(_ id: Int) -> Event { Event(id: id, title: "e\(id)") }
    let source = AgendaSource([
      Day(id: 1, events: [event(1), event(2)]), Day(id: 2, events: [event(3), event(4)]),
    ])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 30, height: 12))
    adapter.performUpdates()
    adapter.setCollapsed(ObjectIdentity(Day.self, id: 2), true)
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), itemIdentity: AnyHashable(2))
    source.days = [
      Day(id: 1, events: [event(1)]), Day(id: 2, events: [event(3), event(2), event(4)]),
    ]
    adapter.performUpdates()
    #expect(Self.spot(adapter) == .header(day: 2))
    source.days = [
      Day(id: 1, events: [event(1), event(2)]), Day(id: 2, events: [event(3), event(4)]),
    ]
    adapter.performUpdates()
    #expect(Self.spot(adapter) == .event(day: 1, id: 2))
    // The header stands for nothing now: expanding the day selects its first event.
    adapter.handle(.down)
    #expect(Self.spot(adapter) == .header(day: 2))
    adapter.perform(.toggleCollapse)
    #expect(Self.spot(adapter) == .event(day: 2, id: 3))
  }

  @Test(
    "1,000 seeded random histories of inserts, deletes, moves within and across days, and collapses"
  )
  func randomHistories() {
    for seed in 0..<1_000 {
      var random = SeededRandom(seed: UInt64(seed))
      var model = AgendaModel(random: &random)
      let source = AgendaSource(model.days)
      let adapter = ListAdapter(dataSource: source)
      adapter.setViewport(Size(width: 30, height: 8))
      adapter.performUpdates()
      var collapseMemory: [Int: Int?] = [:]
      for step in 0..<12 {
        let context = "seed \(seed), step \(step)"
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          // Select an event by identity.
          let day = model.days.randomElement(using: &random)!
          let event = day.events.randomElement(using: &random)!
          adapter.select(
            identity: ObjectIdentity(Day.self, id: day.id), itemIdentity: AnyHashable(event.id))
          collapseMemory[day.id] = nil
          #expect(Self.spot(adapter) == .event(day: day.id, id: event.id), "\(context)")
        case 1:
          // Collapse or expand a day.
          let day = model.days.randomElement(using: &random)!
          let identity = ObjectIdentity(Day.self, id: day.id)
          let collapse = !adapter.isCollapsed(identity)
          let before = Self.spot(adapter)
          adapter.setCollapsed(identity, collapse)
          #expect(adapter.isCollapsed(identity) == collapse, "\(context)")
          if collapse {
            if case .event(day.id, let id)? = before {
              collapseMemory[day.id] = .some(id)
              #expect(Self.spot(adapter) == .header(day: day.id), "\(context)")
            } else {
              collapseMemory[day.id] = .some(nil)
              #expect(Self.spot(adapter) == before, "\(context)")
            }
          } else if before == .header(day: day.id) {
            let remembered = collapseMemory[day.id] ?? nil
            let expected: Spot? =
              remembered.flatMap { id in
                day.events.contains { $0.id == id } ? .event(day: day.id, id: id) : nil
              } ?? .event(day: day.id, id: day.events[0].id)
            #expect(Self.spot(adapter) == expected, "\(context): expanding")
          }
        default:
          // Change the days, then update.
          let old = model.days
          guard let before = Self.spot(adapter) else { continue }
          model.mutate(using: &random)
          source.days = model.days
          adapter.performUpdates()
          let collapsed = Set(
            model.days.map(\.id).filter {
              adapter.isCollapsed(ObjectIdentity(Day.self, id: $0))
            })
          var standingFor: Int?
          if case .header(let day) = before { standingFor = collapseMemory[day] ?? nil }
          let expected = Self.expected(
            from: before, old: old, new: model.days, collapsed: collapsed,
            standingFor: standingFor)
          #expect(
            Self.spot(adapter) == expected,
            "\(context): from \(before), \(old.map { ($0.id, $0.events.map(\.id)) }) → \(model.days.map { ($0.id, $0.events.map(\.id)) })"
          )
          #expect(adapter.selection.map { _ in true } == true, "\(context): a selection remains")
          // An event moved into a collapsed day: its header stands for it, and expanding the
          // day selects it.
          if case .event(let from, let id) = before, case .header(let day)? = expected,
            day != from,
            model.days.contains(where: { $0.id == day && $0.events.contains { $0.id == id } })
          {
            collapseMemory[day] = .some(id)
          }
          // A header that stood for an event that left its day followed it: it stands for
          // nothing now, and a collapsed day it went into stands for it.
          if case .header(let from) = before, let id = standingFor, expected != before,
            expected != nil, model.days.contains(where: { $0.id == from })
          {
            if case .header(let day)? = expected, day != from { collapseMemory[day] = .some(id) }
            if expected != .header(day: from) { collapseMemory[from] = .some(nil) }
          }
        }
      }
    }
  }
}
