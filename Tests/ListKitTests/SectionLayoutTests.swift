import ListKit
import Testing

@Suite("Section layouts keep every part exactly, packed or not")
struct SectionLayoutTests {
  /// The parts of a layout, for comparing.
  static func parts(_ layout: SectionLayout) -> [Int] {
    [
      layout.headerHeight, layout.isCollapsed ? 1 : 0, layout.items.count,
      layout.items.totalHeight, layout.items.selectableCount, layout.footerHeight,
      layout.spacing,
    ]
  }

  @Test("Small and large parts read back as they were given")
  func roundTrip() {
    var uneven = ItemMetrics()
    uneven.append(height: 1)
    uneven.append(height: 3, isSelectable: false)
    let cases: [(header: Int, collapsed: Bool, items: ItemMetrics, footer: Int, spacing: Int)] = [
      (0, false, ItemMetrics(), 0, 0),
      (1, false, ItemMetrics(count: 1, height: 2), 1, 1),
      (1, true, ItemMetrics(), 0, 2),
      (1023, false, ItemMetrics(count: 1_048_575, height: 1023, isSelectable: false), 1023, 1023),
      (1024, false, ItemMetrics(count: 3, height: 1), 0, 0),
      (0, false, ItemMetrics(count: 1_048_576, height: 1), 0, 0),
      (0, false, ItemMetrics(count: 2, height: 1024), 0, 0),
      (2, false, ItemMetrics(count: 5, height: 1), 5_000, 0),
      (2, false, ItemMetrics(count: 5, height: 1), 0, 70_000),
      (3, false, uneven, 1, 0),
      (Int.max / 4, false, ItemMetrics(count: 1 << 40, height: 1 << 20), Int.max / 4, 1),
    ]
    for part in cases {
      let layout = SectionLayout(
        headerHeight: part.header, isCollapsed: part.collapsed, items: part.items,
        footerHeight: part.footer, spacing: part.spacing)
      #expect(layout.headerHeight == part.header)
      #expect(layout.isCollapsed == part.collapsed)
      #expect(layout.items == (part.collapsed ? ItemMetrics() : part.items))
      #expect(layout.footerHeight == part.footer)
      #expect(layout.spacing == part.spacing)
    }
  }

  @Test("Parts set one by one are kept exactly, even past what the packed form holds")
  func setters() {
    var layout = SectionLayout(headerHeight: 1, items: ItemMetrics(count: 2, height: 1))
    let original = layout
    layout.headerHeight = 50_000
    #expect(layout.headerHeight == 50_000 && layout.items.count == 2)
    layout.headerHeight = -3
    #expect(layout.headerHeight == -3)
    layout.headerHeight = 1
    #expect(layout == original)
    layout.spacing = 4_096
    layout.footerHeight = -1
    #expect(Self.parts(layout) == [1, 0, 2, 2, 2, -1, 4_096])
    layout.spacing = 0
    layout.footerHeight = 0
    #expect(layout == original)
    layout.items.append(height: 7)
    #expect(layout.items.count == 3 && layout.items.totalHeight == 9)
    layout.isCollapsed = true
    #expect(layout.isCollapsed && layout.headerHeight == 1)
  }

  @Test("Layouts with equal parts are equal, whichever form holds them")
  func equality() {
    // Items made alike again after one differed keep a table, where a fresh one has none.
    var tabled = ItemMetrics(count: 3, height: 1)
    tabled.setHeight(2, at: 1)
    tabled.setHeight(1, at: 1)
    let plain = ItemMetrics(count: 3, height: 1)
    #expect(tabled == plain)
    let fromTable = SectionLayout(headerHeight: 1, items: tabled, spacing: 1)
    let fromPlain = SectionLayout(headerHeight: 1, items: plain, spacing: 1)
    #expect(fromTable == fromPlain && fromPlain == fromTable)
    #expect(fromPlain != SectionLayout(headerHeight: 1, items: plain, spacing: 2))
    // No items equal no items, whatever height or selectability they were made with.
    let none = SectionLayout(headerHeight: 1, items: ItemMetrics(count: 0, height: 4))
    #expect(none == SectionLayout(headerHeight: 1, items: ItemMetrics()))
    #expect(
      none
        == SectionLayout(
          headerHeight: 1, items: ItemMetrics(count: 0, height: 2, isSelectable: false)))
    #expect(none != SectionLayout(headerHeight: 2, items: ItemMetrics()))
    #expect(fromTable != SectionLayout(headerHeight: 2, items: tabled, spacing: 1))
  }
}

@Suite("A one-item section is measured as its parts say")
struct OneItemSectionTests {
  @Test(
    "Header, height, selectability, footer and spacing of one-item sections, small and too large to pack, as the public initializer makes them"
  )
  func measuredAsMade() {
    let tall = String(repeating: "line\n", count: 1_100) + "end"
    let groups = [
      Group(id: "a", items: ["one"]),
      Group(id: "b", title: "Title", items: ["two\nlines"], footer: "foot"),
      Group(id: "c", items: ["skip"], unselectable: [0]),
      Group(id: "d", title: "Tall", items: [tall]),
      Group(id: "e", items: ["last"], footer: "end"),
    ]
    let harness = Harness(groups, width: 30, height: 8)
    harness.adapter.sectionSpacing = 1
    let expected = [
      SectionLayout(items: ItemMetrics(count: 1, height: 1), spacing: 1),
      SectionLayout(
        headerHeight: 1, items: ItemMetrics(count: 1, height: 2), footerHeight: 1, spacing: 1),
      SectionLayout(items: ItemMetrics(count: 1, height: 1, isSelectable: false), spacing: 1),
      SectionLayout(headerHeight: 1, items: ItemMetrics(count: 1, height: 1_101), spacing: 1),
      SectionLayout(items: ItemMetrics(count: 1, height: 1), footerHeight: 1),
    ]
    #expect(harness.adapter.layout.sections == expected)
    #expect(harness.adapter.layout.totalHeight == 1 + 1 + 4 + 1 + 1 + 1 + 1_102 + 1 + 2)
  }
}
