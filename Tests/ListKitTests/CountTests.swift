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
    // Two pages, as two ^F.
    let twice = self.adapter()
    twice.perform(.pageDown)
    twice.perform(.pageDown)
    adapter.handle(.character("g"))
    adapter.handle(.character("2"))
    adapter.handle(.control("f"))
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

  @Test("A count with ^D or ^U is the lines they scroll, now and later, as vim's scroll option")
  func halfPageLines() {
    let adapter = self.adapter()
    #expect(adapter.scrollTop == 0)
    // The view is 6 lines: ^D alone scrolls 3.
    adapter.handle(.control("d"))
    #expect(adapter.scrollTop == 3)
    adapter.handle(.control("u"))
    #expect(adapter.scrollTop == 0)
    for key in "2" { adapter.handle(.character(key)) }
    adapter.handle(.control("d"))
    #expect(adapter.scrollTop == 2)
    // Later half pages, without a count, scroll the 2 lines too, both ways.
    adapter.handle(.control("d"))
    #expect(adapter.scrollTop == 4)
    adapter.handle(.control("u"))
    #expect(adapter.scrollTop == 2)
    // A new height brings back half of it.
    adapter.setViewport(Size(width: 20, height: 8))
    adapter.handle(.character("g"))
    adapter.handle(.control("d"))
    #expect(adapter.scrollTop == 4)
  }

  @Test("A count of pages goes as far as it says, up to the end of a list of any length")
  func manyPages() {
    // 10,000 days: 30,000 rows, a page of one line in a view of two.
    let source = AgendaSource(ReloadAndScrollTests.days(10_000))
    func adapter() -> ListAdapter {
      let adapter = ListAdapter(dataSource: source)
      adapter.dispatcher = .counting
      adapter.setViewport(Size(width: 20, height: 2))
      adapter.performUpdates()
      return adapter
    }
    let once = adapter()
    for key in "12000" { once.handle(.character(key)) }
    once.handle(.control("f"))
    let halves = adapter()
    for _ in 0..<2 {
      for key in "6000" { halves.handle(.character(key)) }
      halves.handle(.control("f"))
    }
    #expect(Self.position(once) == Self.position(halves))
    #expect((Self.position(once) ?? 0) < (once.selection?.count ?? 0))
    for key in "99999" { once.handle(.character(key)) }
    once.handle(.control("f"))
    #expect(Self.position(once) == once.selection?.count)
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
