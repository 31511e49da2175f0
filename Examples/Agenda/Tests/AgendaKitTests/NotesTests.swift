import AgendaKit
import AppCore
import Dispatch
import ListKitTesting
import Testing

@Suite("Notes after the days")
struct NotesTests {
  /// The sample agenda with notes of `count` numbered lines, and no past appointments, so that
  /// the notes end the list.
  static func agenda(lines count: Int) -> Agenda {
    var agenda = Agenda.sample
    agenda.notes = (1...count).map { "Note \($0): call back" }.joined(separator: "\n")
    agenda.pastCount = 0
    return agenda
  }

  @Test("Notes of 50,000 lines: End shows their end, pages scroll through them, Space folds")
  func longNotes() throws {
    let driver = HeadlessDriver(
      app: AgendaApp(agenda: Self.agenda(lines: 50_000)), size: Size(width: 32, height: 8))
    try driver.press("j<End>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "> Note 49995: call back",
        "  Note 49996: call back",
        "  Note 49997: call back",
        "  Note 49998: call back",
        "  Note 49999: call back",
        "  Note 50000: call back",
        " notes 9/9 · m/M move · s sort…",
      ])
    // A page is the view less a line: 5 of the 6 lines.
    try driver.press("<PageUp><PageUp>")
    expectScreen(
      driver,
      [
        " Agenda · by time",
        "> Note 49985: call back",
        "  Note 49986: call back",
        "  Note 49987: call back",
        "  Note 49988: call back",
        "  Note 49989: call back",
        "  Note 49990: call back",
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

  @Test("Notes posted from another thread show with no key pressed, the selection kept")
  func postedNotes() throws {
    let day = Array(Agenda.sample.days.prefix(1))
    let app = AgendaApp(agenda: Agenda(days: day, people: Agenda.sample.people))
    let driver = HeadlessDriver(app: app, size: Size(width: 40, height: 14))
    try driver.press("jj")
    let incomingNotes = app.incomingNotes
    DispatchQueue.global().async { incomingNotes.post("Bring the slides") }
    expectScreen(
      driver.takePendingWork(waitingUpTo: 10_000),
      [
        " Agenda · by time",
        "  People",
        "   Ana  Bo  Chen  Dee",
        "",
        "  ▾ Mon 23 Nov  3 appointments",
        "  09:30–09:45  Standup",
        "               Ana, Bo, Chen",
        "> 10:00–12:00  Focus time",
        "  14:00–15:00  Design review",
        "               Ana, Dee",
        "",
        "  ▾ Notes",
        "  Bring the slides",
        " timed 3/5 · m/M move · s sort · q quit",
      ])
  }
}
