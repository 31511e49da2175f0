import ListKit
import ListKitTesting
import Testing

/// Events with a blank line after each, as a feed spaces its entries (the spacing counted in
/// the height); event 3 has three lines of content, the others one.
private final class SpacedDayController: ListBindingSectionController<Day, Event> {
  override func viewModels(for day: Day) -> [Event] { day.events }
  override var itemSpacing: Int { 1 }
  override func height(for event: Event, width: Int) -> Int { (event.id == 3 ? 3 : 1) + 1 }
  override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
    for line in 0..<(buffer.height - 1) {
      buffer.write("\(event.title) \(line + 1)", x: 0, y: line)
    }
  }
}

private final class SpacedSource: ListAdapterDataSource {
  func objects(for adapter: ListAdapter) -> [any Diffable] {
    [Day(id: 1, events: (1...4).map { Event(id: $0, title: "e\($0)") })]
  }
  func sectionController(for object: any Diffable) -> any SectionController {
    SpacedDayController()
  }
}

@Suite("Rows with spacing after them in a view shorter than a row")
struct SpacedRowsTests {
  func lines(height: Int, keys: [Key]) -> [String] {
    let source = SpacedSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 12, height: height))
    adapter.performUpdates()
    for key in keys { adapter.handle(key) }
    var buffer = Buffer(width: 12, height: height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer.lines
  }

  @Test("End in a one-line view shows the last row's content, marked, not its blank spacing")
  func endShowsContent() {
    #expect(lines(height: 1, keys: [.end]) == ["> e4 1"])
    #expect(lines(height: 2, keys: [.end]) == ["> e4 1", ""])
  }

  @Test("j and k within a tall row scroll through its content only, then move on")
  func withinContent() {
    // e3's three lines, one at a time, then e4; never a line of spacing alone.
    let down: [Key] = [.down, .down]
    #expect(lines(height: 1, keys: down) == ["> e3 1"])
    #expect(lines(height: 1, keys: down + [.down]) == ["> e3 2"])
    #expect(lines(height: 1, keys: down + [.down, .down]) == ["> e3 3"])
    #expect(lines(height: 1, keys: down + [.down, .down, .down]) == ["> e4 1"])
    #expect(lines(height: 1, keys: [.end, .up]) == ["> e3 3"])
  }
}
