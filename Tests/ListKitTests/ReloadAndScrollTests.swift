import ListKit
import ListKitTesting
import Testing

@Suite("Reloading one object, and scrolling to a section without selecting it")
struct ReloadAndScrollTests {
  /// Days of one-line events (even ids), two each: day n holds events 100n+2 and 100n+4.
  static func days(_ count: Int) -> [Day] {
    (1...count).map { day in
      Day(
        id: day, events: [2, 4].map { Event(id: 100 * day + $0, title: "event \(100 * day + $0)") })
    }
  }

  static func adapter(_ source: AgendaSource, height: Int) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: height))
    adapter.performUpdates()
    return adapter
  }

  static func screen(_ adapter: ListAdapter) -> Buffer {
    var buffer = Buffer(width: adapter.viewport.width, height: adapter.viewport.height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  @Test("reload replaces one object without the data source; the selection keeps its item")
  func reload() {
    let source = AgendaSource(Self.days(3))
    let adapter = Self.adapter(source, height: 8)
    adapter.select(identity: ObjectIdentity(Day.self, id: 2), item: 1)
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 204)
    // A new event above the selected one, given to reload alone: the source still has the old.
    var day = source.days[1]
    day.events.insert(Event(id: 206, title: "new 206"), at: 0)
    #expect(adapter.reload(day))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 204)
    // On the line it was on: the view scrolls by the row inserted above it.
    expectScreen(
      Self.screen(adapter),
      [
        "  event 102",
        "  event 104",
        "  day 2",
        "  new 206",
        "  event 202",
        "> event 204",
        "  day 3",
        "  event 302",
      ])
    #expect(!adapter.reload(Day(id: 9, events: [])))
    // The source then gives the same version: nothing is left to update.
    source.days[1] = day
    let update = adapter.performUpdates()
    #expect(update.updated == 0 && update.inserted == 0 && update.deleted == 0)
  }

  @Test(
    "reload that removes the selected item gives the selection to its nearest surviving neighbour")
  func reloadRemovingSelected() {
    let day = Day(id: 1, events: (1...6).map { Event(id: 2 * $0, title: "event \(2 * $0)") })
    let source = AgendaSource([day, Day(id: 2, events: [Event(id: 200, title: "event 200")])])
    let adapter = Self.adapter(source, height: 9)
    // The last item goes: the one above it takes the selection, not the section's first.
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), item: 5)
    var changed = day
    changed.events.removeLast()
    #expect(adapter.reload(changed))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 10)
    // A middle item goes while one is added above it: the one below it, found by identity.
    adapter.select(identity: ObjectIdentity(Day.self, id: 1), item: 2)
    changed.events.remove(at: 2)
    changed.events.insert(Event(id: 90, title: "event 90"), at: 0)
    #expect(adapter.reload(changed))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 8)
    expectScreen(
      Self.screen(adapter),
      [
        "  day 1",
        "  event 90",
        "  event 2",
        "  event 4",
        "> event 8",
        "  event 10",
        "  day 2",
        "  event 200",
        "",
      ])
    // Every item goes: the next section's first item takes it.
    #expect(adapter.reload(Day(id: 1, events: [])))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 200)
  }

  @Test(
    "scroll(to:) puts a section's first line at the top; the selection follows only out of view")
  func scrollTo() {
    let source = AgendaSource(Self.days(30))
    let adapter = Self.adapter(source, height: 6)
    #expect(adapter.scroll(to: ObjectIdentity(Day.self, id: 10)))
    expectScreen(
      Self.screen(adapter),
      [
        "  day 10",
        "> event 1002",
        "  event 1004",
        "  day 11",
        "  event 1102",
        "  event 1104",
      ])
    // The selection in view stays where it is; an item goes to the top.
    #expect(adapter.scroll(to: ObjectIdentity(Day.self, id: 10), item: 1))
    #expect(
      Self.screen(adapter).lines[0] == "> event 1002"
        || adapter.selection?.itemIdentity(as: Int.self) == 1004)
    #expect(Self.screen(adapter).lines[0].hasSuffix("event 1004"))
    // At the end of the list, as far as it goes; an unknown section is not found.
    #expect(adapter.scroll(to: ObjectIdentity(Day.self, id: 30)))
    #expect(Self.screen(adapter).lines.last == "  event 3004")
    #expect(!adapter.scroll(to: ObjectIdentity(Day.self, id: 31)))
  }
}

@Suite("Following the end, as tail -f does")
struct FollowingEndTests {
  /// A day of one-line events 2, 4, … up to `last`.
  static func day(through last: Int) -> Day {
    Day(id: 1, events: stride(from: 2, through: last, by: 2).map { Event(id: $0, title: "e\($0)") })
  }

  @Test("On the last row, the selection follows new rows, from performUpdates and reload alike")
  func follows() {
    let pinned = Day(id: 0, events: [Event(id: 100, title: "pinned")])
    let source = AgendaSource([pinned, Self.day(through: 20)])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 4))
    adapter.performUpdates()
    adapter.followsEnd = true
    adapter.handle(.end)
    source.days = [pinned, Self.day(through: 24)]
    adapter.performUpdates()
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 24)
    // The position in the section, and in the list (whose header counts too).
    #expect(adapter.selection?.itemPositionText == "12/12")
    #expect(adapter.selection?.positionText == "13/13")
    #expect(adapter.reload(Self.day(through: 30)))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 30)
    var buffer = Buffer(width: 20, height: 4)
    adapter.render(into: &buffer, in: buffer.area)
    #expect(buffer.lines.last == "> e30")
  }

  @Test("Moved off the last row, the selection stays on its item; back on it, it follows again")
  func stopsAndResumes() {
    let source = AgendaSource([Self.day(through: 20)])
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 4))
    adapter.performUpdates()
    adapter.followsEnd = true
    adapter.handle(.end)
    adapter.handle(.up)
    source.days = [Self.day(through: 24)]
    adapter.performUpdates()
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 18)
    adapter.handle(.end)
    source.days = [Self.day(through: 26)]
    adapter.performUpdates()
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 26)
    // Off, the selection stays on its item.
    adapter.followsEnd = false
    source.days = [Self.day(through: 28)]
    adapter.performUpdates()
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 26)
  }
}
