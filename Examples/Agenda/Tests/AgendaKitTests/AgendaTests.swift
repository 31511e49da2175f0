import AgendaKit
import Testing

@Suite("The agenda's data")
struct AgendaTests {
  /// Each day's appointment ids, in order.
  func ids(_ agenda: Agenda) -> [[String]] { agenda.days.map { $0.appointments.map(\.id) } }

  @Test("Days are sorted by time, all-day appointments first, or by title")
  func sorting() {
    var agenda = Agenda.sample
    #expect(
      ids(agenda) == [
        ["standup", "focus", "review"], ["offsite", "lunch"], ["holiday", "planning"],
      ])
    agenda.sort(by: .byTitle)
    #expect(
      ids(agenda) == [
        ["review", "focus", "standup"], ["lunch", "offsite"], ["holiday", "planning"],
      ])
  }

  @Test("An appointment moves to a later or earlier day, and not past the ends")
  func moving() {
    var agenda = Agenda.sample
    #expect(agenda.move(appointment: "standup", byDays: 2) == "Wed 25 Nov")
    #expect(
      ids(agenda) == [
        ["focus", "review"], ["offsite", "lunch"], ["holiday", "standup", "planning"],
      ])
    #expect(agenda.move(appointment: "standup", byDays: 1) == nil)
    #expect(agenda.move(appointment: "nothing", byDays: 1) == nil)
    #expect(agenda.move(appointment: "focus", byDays: -1) == nil)
  }

  @Test("A person's days hold only their appointments, and days without any are left out")
  func filtering() {
    let days = Agenda.sample.days(with: "dee")
    #expect(days.map(\.id) == ["2026-11-23", "2026-11-24"])
    #expect(days.map { $0.appointments.map(\.id) } == [["review"], ["lunch"]])
    #expect(Agenda.sample.days(with: nil) == Agenda.sample.days)
  }
}
