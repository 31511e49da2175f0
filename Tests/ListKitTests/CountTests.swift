import ListKit
import ListKitTesting
import Testing

@Suite("Counts before a key, as in vim: 5j, 10G")
struct CountTests {
  /// The data source of the adapters made, which hold it weakly.
  let source = AgendaSource(ReloadAndScrollTests.days(10))

  /// Ten days of two events each, under their day's header, with counts on.
  func adapter(counting: Bool = true) -> ListAdapter {
    let adapter = ListAdapter(dataSource: source)
    if counting { adapter.dispatcher = .counting }
    adapter.setViewport(Size(width: 20, height: 6))
    adapter.performUpdates()
    return adapter
  }

  static func position(_ adapter: ListAdapter) -> Int? { adapter.selection?.position }

  @Test("Digits count the next key: rows, pages, the nth row for g and G; Esc forgets them")
  func counts() throws {
    let adapter = self.adapter()
    #expect(Self.position(adapter) == 1)
    for key in "5j" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == 6)
    for key in "3k" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == 3)
    for key in "12G" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == 12)
    for key in "1g" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == 1)
    // Past either end: the last row, the first.
    for key in "999j" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == adapter.selection?.count)
    for key in "40G" { adapter.handle(.character(key)) }
    #expect(Self.position(adapter) == adapter.selection?.count)
    // A count, then Esc: forgotten, and the Esc used up; the next j moves one.
    adapter.handle(.character("g"))
    adapter.handle(.character("4"))
    #expect(adapter.pendingCount == 4)
    #expect(adapter.handle(.escape))
    #expect(adapter.pendingCount == nil)
    adapter.handle(.character("j"))
    #expect(Self.position(adapter) == 2)
    // Two half pages, as two ^D.
    let twice = self.adapter()
    twice.perform(.halfPageDown)
    twice.perform(.halfPageDown)
    adapter.handle(.character("g"))
    adapter.handle(.character("2"))
    adapter.handle(.control("d"))
    #expect(Self.position(adapter) == Self.position(twice))
    // Backspace takes back a digit.
    for key in "12" { adapter.handle(.character(key)) }
    #expect(adapter.handle(.backspace))
    #expect(adapter.pendingCount == 1)
    #expect(adapter.handle(.backspace))
    #expect(adapter.pendingCount == nil)
    // 0 alone is no count.
    adapter.handle(.character("0"))
    #expect(adapter.pendingCount == nil)
  }

  @Test("Without counts, digits are not the list's: the app may bind them")
  func off() {
    let adapter = self.adapter(counting: false)
    #expect(!adapter.handle(.character("5")))
    #expect(adapter.pendingCount == nil)
    adapter.handle(.character("j"))
    #expect(Self.position(adapter) == 2)
  }
}
