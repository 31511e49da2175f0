import ListKit
import ListKitTesting
import Testing

@Suite("A collapsed section an update removes is collapsed again when an update brings it back")
struct CollapsedMemoryTests {
  /// Day 1 holds events 2 and 4, day 2 events 6 and 8: one line each.
  static let days = [
    Day(id: 1, events: [Event(id: 2, title: "e2"), Event(id: 4, title: "e4")]),
    Day(id: 2, events: [Event(id: 6, title: "e6"), Event(id: 8, title: "e8")]),
  ]
  static let day1 = ObjectIdentity(Day.self, id: 1)
  static let day2 = ObjectIdentity(Day.self, id: 2)

  func start() -> (AgendaSource, ListHarness) {
    let source = AgendaSource(Self.days)
    return (source, ListHarness(dataSource: source, size: Size(width: 20, height: 6)))
  }

  @Test("A filter hides a collapsed day and is cleared: the day is collapsed, its header selected")
  func filterCleared() throws {
    let (source, harness) = start()
    try harness.press("<Space>")
    expectScreen(harness.screen, ["> day 1", "  day 2", "  e6", "  e8", "", ""])
    source.days = [Self.days[1]]
    harness.update()
    expectScreen(harness.screen, ["  day 2", "> e6", "  e8", "", "", ""])
    #expect(harness.adapter.isCollapsed(Self.day1), "remembered while it is away")
    source.days = Self.days
    harness.update()
    expectScreen(harness.screen, ["> day 1", "  day 2", "  e6", "  e8", "", ""])
    #expect(harness.adapter.isCollapsed(Self.day1))
    #expect(harness.adapter.selection?.part == .header)
  }

  @Test("A list emptied and filled again keeps its collapsed days")
  func emptiedAndFilled() throws {
    let (source, harness) = start()
    try harness.press("<Space>")
    source.days = []
    harness.update()
    source.days = Self.days
    harness.update()
    expectScreen(harness.screen, ["> day 1", "  day 2", "  e6", "  e8", "", ""])
  }

  @Test("Expanding a day while it is away forgets it: it comes back expanded")
  func expandedWhileAway() throws {
    let (source, harness) = start()
    try harness.press("<Space>")
    source.days = [Self.days[1]]
    harness.update()
    #expect(harness.adapter.setCollapsed(Self.day1, false))
    #expect(!harness.adapter.isCollapsed(Self.day1))
    source.days = Self.days
    harness.update()
    #expect(!harness.adapter.isCollapsed(Self.day1))
    expectScreen(harness.screen, ["  day 1", "  e2", "  e4", "  day 2", "> e6", "  e8"])
  }

  @Test("Past the limit, the day gone longest is forgotten first")
  func limit() throws {
    let (source, harness) = start()
    harness.adapter.absentCollapsedLimit = 1
    try harness.press("<Space>")  // day 1
    source.days = [Self.days[1]]
    harness.update()
    harness.adapter.setCollapsed(Self.day2, true)
    source.days = []
    harness.update()
    #expect(!harness.adapter.isCollapsed(Self.day1), "gone first, forgotten")
    #expect(harness.adapter.isCollapsed(Self.day2))
    source.days = Self.days
    harness.update()
    #expect(!harness.adapter.isCollapsed(Self.day1))
    #expect(harness.adapter.isCollapsed(Self.day2))
  }
}
