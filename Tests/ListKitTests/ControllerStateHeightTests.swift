import ListKit
import Testing

/// A day whose events open, with Enter, to a second line: a height that depends on the
/// controller's own state, not on the view models.
private final class ExpandingDaySectionController: ListBindingSectionController<Day, Event> {
  var expanded: Set<Int> = []
  /// How many times an item was measured.
  var measured = 0
  override func viewModels(for day: Day) -> [Event] { day.events }
  override func height(for event: Event, width: Int) -> Int {
    measured += 1
    return expanded.contains(event.id) ? 2 : 1
  }
  override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(event.title, x: 0, y: 0)
    if expanded.contains(event.id) { buffer.write("  details of \(event.title)", x: 0, y: 1) }
  }
  override func handle(_ key: Key, item index: Int) -> Bool {
    guard key == .enter else { return false }
    expanded.formSymmetricDifference([viewModels[index].id])
    return true
  }
}

private final class ExpandingSource: ListAdapterDataSource {
  let controller = ExpandingDaySectionController()
  var events = [Event(id: 1, title: "one"), Event(id: 2, title: "two")]
  func objects(for adapter: ListAdapter) -> [any Diffable] { [Day(id: 1, events: events)] }
  func sectionController(for object: any Diffable) -> any SectionController { controller }
}

@Suite("A binding section's heights that depend on its own state are measured again")
struct ControllerStateHeightTests {
  /// The lines of the list drawn at 24x4.
  private func lines(_ adapter: ListAdapter) -> [String] {
    var buffer = Buffer(width: 24, height: 4)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer.lines
  }

  @Test("A key the section uses measures it again: the item it opened gets its second line")
  func keyMeasuresAgain() {
    let source = ExpandingSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 24, height: 4))
    adapter.performUpdates()
    adapter.handle(.enter)
    #expect(lines(adapter) == ["> one", "    details of one", "  two", ""])
    adapter.handle(.enter)
    #expect(lines(adapter) == ["> one", "  two", "", ""])
  }

  @Test("invalidateLayout(of:) and invalidateLayout() measure again after a change from outside")
  func invalidateMeasuresAgain() {
    let source = ExpandingSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 24, height: 4))
    adapter.performUpdates()
    source.controller.expanded = [2]
    adapter.invalidateLayout(of: source.controller)
    #expect(lines(adapter) == ["> one", "  two", "    details of two", ""])
    source.controller.expanded = [1]
    adapter.invalidateLayout()
    #expect(lines(adapter) == ["> one", "    details of one", "  two", ""])
  }

  @Test("A key on one item of many measures that item alone, not the section's every item")
  func keyMeasuresOneItem() {
    let source = ExpandingSource()
    source.events = (1...10_000).map { Event(id: $0, title: "event \($0)") }
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 24, height: 4))
    adapter.performUpdates()
    adapter.handle(.down)
    source.controller.measured = 0
    adapter.handle(.enter)
    #expect(source.controller.measured == 1)
    #expect(lines(adapter) == ["  event 1", "> event 2", "    details of event 2", "  event 3"])
    adapter.handle(.character("G"))
    #expect(adapter.selection?.itemIdentity(as: Int.self) == 10_000)
    #expect(adapter.layout.totalHeight == 10_001)
  }
}
