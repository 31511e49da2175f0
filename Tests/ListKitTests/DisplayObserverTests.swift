import ListKit
import ListKitTesting
import Testing

/// A day that records which of its events it is told are in view and nearby.
private final class WatchedDaySectionController: ListBindingSectionController<Day, Event>,
  DisplayObserver
{
  let log: EventLog
  init(log: EventLog) { self.log = log }
  override func viewModels(for day: Day) -> [Event] { day.events }
  override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(event.title, x: 0, y: 0)
  }
  override func headerHeight(width: Int) -> Int { 1 }
  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.write("day \(object?.id ?? -1)", x: 0, y: 0)
  }
  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>) {
    log.record("\(object?.id ?? -1) visible \(visible) nearby \(nearby)")
  }
}

private final class WatchedDays: ListAdapterDataSource {
  var days: [Day]
  let log = EventLog()
  /// Every controller made, kept alive, as an app that caches them would.
  var made: [WatchedDaySectionController] = []
  init(_ days: [Day]) { self.days = days }
  func objects(for adapter: ListAdapter) -> [any Diffable] { days }
  func sectionController(for object: any Diffable) -> any SectionController {
    let controller = WatchedDaySectionController(log: log)
    made.append(controller)
    return controller
  }
}

@Suite("A display observer hears of its section in view, near it, and leaving it")
struct DisplayObserverTests {
  /// A day of `count` events of one line each, their ids from `base`.
  static func day(_ id: Int, _ count: Int, base: Int) -> Day {
    Day(id: id, events: (0..<count).map { Event(id: base + 2 * $0, title: "e\(base + 2 * $0)") })
  }

  @Test("Day 1 scrolled far above the view is told it left: both ranges empty")
  func leavesView() throws {
    let source = WatchedDays([Self.day(1, 5, base: 0), Self.day(3, 30, base: 100)])
    let harness = ListHarness(dataSource: source, size: Size(width: 20, height: 6))
    #expect(source.log.events == ["1 visible 0..<5 nearby 0..<5", "3 visible 0..<0 nearby 0..<5"])
    source.log.events = []
    try harness.press("G")
    #expect(
      source.log.events.sorted() == [
        "1 visible 0..<0 nearby 0..<0", "3 visible 24..<30 nearby 18..<30",
      ])
  }

  @Test("A day just above the view, within a page, is told which of its events are nearby")
  func nearbyOutOfView() throws {
    let source = WatchedDays([Self.day(1, 5, base: 0), Self.day(3, 30, base: 100)])
    let harness = ListHarness(dataSource: source, size: Size(width: 20, height: 6))
    harness.adapter.select(identity: ObjectIdentity(Day.self, id: 3), itemIdentity: 110)
    // Day 1's events 2 to 4 are on the three lines above the page above the view.
    expectScreen(harness.screen, ["  e104", "  e106", "  e108", "> e110", "  e112", "  e114"])
    #expect(source.log.events.last { $0.hasPrefix("1 ") } == "1 visible 0..<0 nearby 2..<5")
  }

  @Test("A day removed by an update, its controller kept alive, is told it left")
  func removed() throws {
    let source = WatchedDays([Self.day(1, 2, base: 0), Self.day(3, 2, base: 100)])
    let harness = ListHarness(dataSource: source, size: Size(width: 20, height: 6))
    source.log.events = []
    source.days = [source.days[1]]
    harness.update()
    #expect(source.log.events.contains("1 visible 0..<0 nearby 0..<0"))
  }
}
