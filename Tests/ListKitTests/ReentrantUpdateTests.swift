import ListKit
import ListKitTesting
import Testing

/// A count of lines, whose controller calls back into the app each time it hears of a new one,
/// as "the count changed" would.
private struct Counter: Diffable, Equatable {
  var id: String
  var count: Int
  var diffID: String { id }
}

private final class CounterController: ModelSectionController<Counter> {
  let heard: (Counter) -> Void
  init(heard: @escaping (Counter) -> Void) { self.heard = heard }
  override var numberOfItems: Int { model?.count ?? 0 }
  override func didUpdate(model: Counter) { heard(model) }
  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write("\(model?.id ?? "?") \(index)", x: 0, y: 0)
  }
}

/// Counters whose controllers run `hook` with the adapter when told of an object, and whose
/// `objects(for:)` runs `asking`.
private final class CounterSource: ListAdapterDataSource {
  var counters: [Counter]
  weak var adapter: ListAdapter?
  var hook: (CounterSource, Counter) -> Void = { _, _ in }
  var asking: (CounterSource) -> Void = { _ in }
  init(_ counters: [Counter]) { self.counters = counters }
  func objects(for adapter: ListAdapter) -> [any Diffable] {
    asking(self)
    return counters
  }
  func sectionController(for object: any Diffable) -> any SectionController {
    CounterController { [unowned self] counter in hook(self, counter) }
  }
  func emptyView(for adapter: ListAdapter) -> (any EmptyView)? { nil }
}

@Suite("Updates asked for while an update runs wait for it")
struct ReentrantUpdateTests {
  private static func adapter(_ source: CounterSource) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    source.adapter = adapter
    adapter.setViewport(Size(width: 12, height: 6))
    return adapter
  }

  private static func screen(_ adapter: ListAdapter) -> Buffer {
    var buffer = Buffer(width: 12, height: 6)
    adapter.render(into: &buffer, in: buffer.area)
    return buffer
  }

  @Test(
    "performUpdates from a controller's didUpdate, on the first load and later, runs after the running one"
  )
  func fromDidUpdate() {
    let source = CounterSource([Counter(id: "a", count: 1)])
    // Told of "a", the app adds a counter "b" once and asks for an update.
    source.hook = { source, counter in
      guard counter.id == "a", !source.counters.contains(where: { $0.id == "b" }) else { return }
      source.counters.append(Counter(id: "b", count: 2))
      source.adapter?.performUpdates()
    }
    let adapter = Self.adapter(source)
    var warnings: [String] = []
    adapter.onWarning = { warnings.append($0) }
    adapter.performUpdates()
    expectScreen(Self.screen(adapter), ["> a 0", "  b 0", "  b 1", "", "", ""])
    // A later update: "a" grows, and the app drops "b" as it hears of it.
    source.hook = { source, counter in
      guard counter.id == "a", source.counters.count == 2 else { return }
      source.counters.removeLast()
      source.adapter?.performUpdates()
    }
    source.counters[0].count = 3
    adapter.performUpdates()
    expectScreen(Self.screen(adapter), ["> a 0", "  a 1", "  a 2", "", "", ""])
    #expect(warnings.isEmpty)
  }

  @Test("reload and reloadData from didUpdate wait for the running update too")
  func reloadFromDidUpdate() {
    let source = CounterSource([Counter(id: "a", count: 1), Counter(id: "b", count: 1)])
    let adapter = Self.adapter(source)
    adapter.performUpdates()
    // Told of "a", the app grows "b" by reload alone.
    source.hook = { source, counter in
      guard counter.id == "a" else { return }
      source.counters[1].count = 2
      #expect(source.adapter?.reload(source.counters[1]) == true)
    }
    source.counters[0].count = 2
    adapter.performUpdates()
    expectScreen(Self.screen(adapter), ["> a 0", "  a 1", "  b 0", "  b 1", "", ""])
    source.hook = { source, counter in
      guard counter.id == "a", counter.count == 3 else { return }
      source.counters[1].count = 3
      source.adapter?.reloadData()
    }
    source.counters[0].count = 3
    adapter.performUpdates()
    expectScreen(Self.screen(adapter), ["> a 0", "  a 1", "  a 2", "  b 0", "  b 1", "  b 2"])
  }

  @Test("performUpdates from objects(for:) does nothing more: the running update asks already")
  func fromObjects() {
    let source = CounterSource([Counter(id: "a", count: 1)])
    var asked = 0
    source.asking = { source in
      asked += 1
      source.adapter?.performUpdates()
    }
    let adapter = Self.adapter(source)
    adapter.performUpdates()
    #expect(asked == 1)
    expectScreen(Self.screen(adapter), ["> a 0", "", "", "", "", ""])
  }

  @Test("Updates that ask for another every time stop, with a warning, rather than hang")
  func endless() {
    let source = CounterSource([Counter(id: "a", count: 1)])
    source.hook = { source, _ in
      source.counters[0].count = source.counters[0].count % 4 + 1
      source.adapter?.performUpdates()
    }
    let adapter = Self.adapter(source)
    var warnings: [String] = []
    adapter.onWarning = { warnings.append($0) }
    adapter.performUpdates()
    #expect(
      warnings == [
        "updates asked for more updates 100 times in a row; the last ones were not run"
      ])
    // The list is whole, as the last update left it.
    #expect(adapter.layout.rowCount == adapter.sectionControllers[0].numberOfItems)
  }
}
