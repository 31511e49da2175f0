import Input
import ListDiff
import ListKit
import ListKitTesting
import Render
import Testing

@Suite("A count with a section's own key, with gg, and forgotten by the mouse")
struct CountedKeyTests {
  /// A strip of names that counts the keys it is offered one at a time.
  final class KeyCountingStrip: HorizontalModelSectionController<Strip> {
    var offered = 0
    override var numberOfElements: Int { model?.names.count ?? 0 }
    override func width(ofElement index: Int) -> Int { 4 }
    override func identity(ofElement index: Int) -> AnyHashable { model?.names[index] ?? "" }
    override func handle(_ key: Key, item index: Int) -> Bool {
      offered += 1
      return super.handle(key, item: index)
    }
  }

  /// A row, a strip of `names`, then a group of 20 rows.
  final class Source: ListAdapterDataSource {
    let strip = KeyCountingStrip()
    let objects: [any Diffable]

    init(names: Int) {
      objects = [
        Group(id: "top", items: ["top"]),
        Strip(id: "s", names: (0..<names).map { "n\($0)" }),
        Group(id: "g", items: (0..<20).map { "row \($0)" }),
      ]
    }

    func objects(for adapter: ListAdapter) -> [any Diffable] { objects }

    func sectionController(for object: any Diffable) -> any SectionController {
      object is Strip ? strip : GroupSectionController(log: EventLog())
    }
  }

  static func adapter(_ source: Source) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    adapter.dispatcher = .counting
    adapter.setViewport(Size(width: 40, height: 8))
    adapter.performUpdates()
    return adapter
  }

  static func press(_ adapter: ListAdapter, _ notation: String) throws {
    for key in try Key.sequence(from: notation) { adapter.handle(key) }
  }

  @Test("100000l moves straight to the last element, offering the key once, not 100000 times")
  func countedRight() throws {
    let source = Source(names: 300)
    let adapter = Self.adapter(source)
    try Self.press(adapter, "j100000l")
    #expect(source.strip.selectedElement == 299)
    #expect(source.strip.offered == 1)
    try Self.press(adapter, "100000<Left>")
    #expect(source.strip.selectedElement == 0)
    #expect(source.strip.offered == 2)
    try Self.press(adapter, "5l2h")
    #expect(source.strip.selectedElement == 3)
    // At the end, a count of Right is still the row's: the list does not move.
    try Self.press(adapter, "G9l")
    #expect(source.strip.selectedElement == 299)
    #expect(adapter.selection?.kind == source.strip.kind)
  }

  @Test("gg is one g: the strip's first element, and 3gg the third row")
  func doubleG() throws {
    let source = Source(names: 30)
    let adapter = Self.adapter(source)
    try Self.press(adapter, "jlllgg")
    #expect(source.strip.selectedElement == 0)
    #expect(adapter.selection?.position == 2)
    // A third g goes on, to the list's first row.
    try Self.press(adapter, "g")
    #expect(adapter.selection?.position == 1)
    try Self.press(adapter, "3gg")
    #expect(adapter.selection?.position == 3)
    try Self.press(adapter, "G3gg")
    #expect(adapter.selection?.position == 3)
    // g, another key, g: two g's, not gg.
    try Self.press(adapter, "jgj")
    #expect(adapter.selection?.position == 2)
  }

  @Test("A wheel turn or a click forgets a count: 5, the mouse, then j moves one row")
  func mouseForgets() throws {
    for event in [MouseEvent(.wheelDown, x: 2, y: 2), MouseEvent(.click, x: 2, y: 2)] {
      let source = Source(names: 3)
      let adapter = Self.adapter(source)
      try Self.press(adapter, "j5")
      #expect(adapter.pendingCount == 5)
      adapter.handle(event)
      #expect(adapter.pendingCount == nil, "\(event.action)")
      let before = try #require(adapter.selection?.position)
      try Self.press(adapter, "j")
      #expect(adapter.selection?.position == before + 1, "\(event.action)")
    }
  }
}
