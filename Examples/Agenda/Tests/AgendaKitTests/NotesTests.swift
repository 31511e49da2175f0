import AgendaKit
import AppCore
import ListKitTesting
import Testing

@Suite("Notes after the days")
struct NotesTests {
  /// The sample agenda with notes of `count` numbered lines.
  static func agenda(lines count: Int) -> Agenda {
    var agenda = Agenda.sample
    agenda.notes = (1...count).map { "Note \($0): call back" }.joined(separator: "\n")
    return agenda
  }

  @Test("Notes of 50,000 lines scroll a page at a time under their header, which Space folds")
  func longNotes() throws {
    let driver = HeadlessDriver(
      app: AgendaApp(agenda: Self.agenda(lines: 50_000)), size: Size(width: 32, height: 8))
    try driver.press("j<End><PageDown><PageDown>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "> Note 11: call back",
        "  Note 12: call back",
        "  Note 13: call back",
        "  Note 14: call back",
        "  Note 15: call back",
        "  Note 16: call back",
        " notes 9/9 · m/M move · s sort…",
      ])
    try driver.press("<Home>j<End><Space>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "  ▾ Wed 25 Nov  2 appointments",
        "  all day      Chen's birthday",
        "  11:00–12:00  Planning",
        "               Bo, Chen",
        "",
        "> ▸ Notes",
        " notes 9/9 · m/M move · s sort…",
      ])
  }
}
