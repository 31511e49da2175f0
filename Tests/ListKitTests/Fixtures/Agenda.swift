import ListKit

/// An event of a day: an item with an identity of its own.
struct Event: Diffable, Equatable {
  var id: Int
  var title: String
  var diffID: Int { id }
}

/// A day of events: a section whose items are its events.
struct Day: Diffable, Equatable {
  var id: Int
  var events: [Event]
  var diffID: Int { id }
}

/// A day's events, diffed event by event, under a header that collapses the day.
final class DaySectionController: ListBindingSectionController<Day, Event> {
  override var kind: SectionKind { "day" }
  override var isCollapsible: Bool { true }
  override func viewModels(for day: Day) -> [Event] { day.events }
  override func height(for event: Event, width: Int) -> Int { 1 + event.id % 2 }

  override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(event.title, x: 0, y: 0)
  }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.write("day \(object?.id ?? -1)", x: 0, y: 0)
  }
}

/// Days as a data source.
final class AgendaSource: ListAdapterDataSource {
  var days: [Day]

  init(_ days: [Day]) { self.days = days }

  func objects(for adapter: ListAdapter) -> [any Diffable] { days }

  func sectionController(for object: any Diffable) -> any SectionController {
    DaySectionController()
  }
}

/// A seeded generator (SplitMix64), so every case can be run again from its seed.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
