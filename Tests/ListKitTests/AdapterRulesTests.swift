import ListKit
import Testing

/// A day whose section records the keys it is offered and which items are in view.
private final class RecordingDaySectionController: ListBindingSectionController<Day, Event>,
  DisplayObserver
{
  var keys: [Key] = []
  var displayed = 0
  override var isCollapsible: Bool { true }
  override func viewModels(for day: Day) -> [Event] { day.events }
  override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(event.title, x: 0, y: 0)
  }
  override func headerHeight(width: Int) -> Int { 1 }
  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.write("day", x: 0, y: 0)
  }
  override func handle(_ key: Key, item index: Int) -> Bool {
    keys.append(key)
    return false
  }
  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>) { displayed += 1 }
}

private final class RecordingSource: ListAdapterDataSource {
  let controller = RecordingDaySectionController()
  func objects(for adapter: ListAdapter) -> [any Diffable] {
    [Day(id: 1, events: [Event(id: 1, title: "one"), Event(id: 2, title: "two")])]
  }
  func sectionController(for object: any Diffable) -> any SectionController { controller }
}

@Suite("The rules the adapter documents")
struct AdapterRulesTests {
  @Test("Keys reach a section only while one of its items, not its header, holds the selection")
  func keysOnlyToSelectedItems() {
    let source = RecordingSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 5))
    adapter.performUpdates()
    adapter.handle(.character("x"))
    #expect(source.controller.keys == [.character("x")])
    adapter.handle(.space)  // collapses: the header takes the selection
    #expect(adapter.selection?.part == .header)
    adapter.handle(.character("y"))
    #expect(source.controller.keys == [.character("x"), .space])
  }

  @Test("The data source is held weakly: once released, the list has nothing to show")
  func weakDataSource() {
    let adapter = ListAdapter()
    do {
      let source = RecordingSource()
      adapter.dataSource = source
      adapter.performUpdates()
      #expect(adapter.sectionCount == 1)
    }
    #expect(adapter.dataSource == nil)
    adapter.performUpdates()
    #expect(adapter.isEmpty)
  }

  @Test("Drawing is a pure read: the same frame every time, no state changed, no one told")
  func pureRendering() {
    let source = RecordingSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 2))
    adapter.performUpdates()
    let told = source.controller.displayed
    var first = Buffer(width: 20, height: 2)
    adapter.render(into: &first, in: first.area)
    var second = Buffer(width: 20, height: 2)
    adapter.render(into: &second, in: second.area)
    #expect(first == second)
    #expect(first.lines == ["  day", "> one"])
    #expect(source.controller.displayed == told)
    #expect(adapter.scrollTop == 0)
  }

  @Test("A resize event is the app's to turn into setViewport: the adapter does not use it")
  func resizeIsTheApps() {
    let source = RecordingSource()
    let adapter = ListAdapter(dataSource: source)
    adapter.setViewport(Size(width: 20, height: 5))
    adapter.performUpdates()
    #expect(!adapter.handle(Input.Event.resize(width: 40, height: 10)))
    #expect(adapter.viewport == Size(width: 20, height: 5))
  }
}
