import ListKit
import ListKitTesting
import Testing

@testable import AgendaKit

/// Days on their own, in a list without the app.
final class Days: ListAdapterDataSource {
  var days: [Day]
  private(set) var opened: [String] = []

  init(_ days: [Day]) { self.days = days }

  func objects(for adapter: ListAdapter) -> [any Diffable] { days }

  func sectionController(for object: any Diffable) -> any SectionController {
    DaySectionController(people: Agenda.sample.people) { [unowned self] in
      opened.append($0.id)
    }
  }
}

@Suite("A day's section")
struct DaySectionTests {
  let days = Days(Array(Agenda.sample.days.prefix(2)))

  @Test("Timed appointments take two lines with people, all-day ones one; each has its kind")
  func twoLayouts() throws {
    let harness = ListHarness(dataSource: days, size: Size(width: 36, height: 10))
    expectScreen(
      harness.screen,
      [
        "  ▾ Mon 23 Nov  3 appointments",
        "> 09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "  10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        "  12:30–13:30  Lunch with Dee",
        "               Dee",
      ])
    #expect(harness.adapter.selection?.kind == .timed)
    try harness.press("jjj")
    #expect(harness.adapter.selection?.kind == .allDay)
    try harness.press("<Enter>")
    #expect(days.opened == ["offsite"])
  }

  @Test("Headers, titles, times and names each have their style; the selection is highlighted")
  func styles() {
    let harness = ListHarness(dataSource: days, size: Size(width: 36, height: 8))
    let theme = harness.adapter.theme
    expectStyles(
      harness.screen,
      [
        "  hhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "ssssssssssssssssssssssssssssssssssss",
        "sssssssssssssssSSSSSSSSSSSSSssssssss",
        "               eeeeeeeeee",
        "               eeeeeeeeeeeee",
        "               dddddddd",
        "  hhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "  ddddddd      aaaaaaaaaaaa",
      ],
      legend: [
        "h": theme.header, "e": theme.emphasis, "d": theme.secondary, "a": theme.accent,
        "s": theme.selection, "S": theme.secondary.patched(with: theme.selection),
      ])
    expectCells(
      harness.screen, in: Rect(x: 0, y: 1, width: 36, height: 2),
      match: CellMatch(including: .bold, background: theme.selection.background))
  }

  @Test("Space collapses the day to its header, which then holds the selection")
  func collapse() throws {
    let harness = ListHarness(dataSource: days, size: Size(width: 36, height: 4))
    try harness.press("<Space>")
    expectScreen(
      harness.screen,
      [
        "> ▸ Mon 23 Nov  3 appointments",
        "  ▾ Tue 24 Nov  2 appointments",
        "  all day      Team offsite",
        "  12:30–13:30  Lunch with Dee",
      ])
    #expect(harness.adapter.isCollapsed(ObjectIdentity(Day.self, id: "2026-11-23")))
  }
}
