import ListDiff
import ListKit
import Render

/// What the fixture controllers did, in order.
final class EventLog {
  var events: [String] = []
  var renderCalls = 0
  func record(_ event: String) { events.append(event) }
}

/// A data source over fixture objects, choosing each section controller by the object's
/// type.
final class TestDataSource: ListAdapterDataSource {
  var objects: [any Diffable]
  var emptyMessage: String?
  let log = EventLog()

  init(_ objects: [any Diffable] = [], emptyMessage: String? = nil) {
    self.objects = objects
    self.emptyMessage = emptyMessage
  }

  func objects(for adapter: ListAdapter) -> [any Diffable] { objects }

  func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is Group: GroupSectionController(log: log)
    case is Strip: StripSectionController(log: log)
    case is Numbers: NumbersSectionController(log: log)
    case is Row: RowSectionController()
    default: DividerSectionController()
    }
  }

  func emptyView(for adapter: ListAdapter) -> (any EmptyView)? {
    emptyMessage.map { TextEmptyView($0) }
  }
}

/// An adapter over a data source, drawn into a buffer of a fixed size.
struct Harness {
  let source: TestDataSource
  let adapter: ListAdapter
  let width: Int
  let height: Int

  init(_ objects: [any Diffable], width: Int = 40, height: Int = 10, emptyMessage: String? = nil) {
    source = TestDataSource(objects, emptyMessage: emptyMessage)
    adapter = ListAdapter(dataSource: source)
    self.width = width
    self.height = height
    adapter.setViewport(Size(width: width, height: height))
    adapter.performUpdates()
  }

  /// Draws the list and returns the buffer.
  func screen() -> Buffer {
    var buffer = Buffer(width: width, height: height)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  /// Presses keys in notation, such as `"jj<Enter>"`.
  func press(_ notation: String) throws {
    for key in try Key.sequence(from: notation) { adapter.handle(key) }
  }

  /// Replaces the objects and applies the difference.
  func update(_ objects: [any Diffable]) {
    source.objects = objects
    adapter.performUpdates()
  }
}
