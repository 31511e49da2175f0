extension Agenda {
  /// Three days of a small team's week, after 100,000 appointments in the past, for the app
  /// and its tests.
  public static let sample = Agenda(
    days: [
      Day(
        id: "2026-11-23", title: "Mon 23 Nov",
        appointments: [
          Appointment(
            id: "standup", title: "Standup", time: .at(start: 9 * 60 + 30, end: 9 * 60 + 45),
            people: ["ana", "bo", "chen"]),
          Appointment(id: "focus", title: "Focus time", time: .at(start: 10 * 60, end: 12 * 60)),
          Appointment(
            id: "review", title: "Design review", time: .at(start: 14 * 60, end: 15 * 60),
            people: ["ana", "dee"]),
        ]),
      Day(
        id: "2026-11-24", title: "Tue 24 Nov",
        appointments: [
          Appointment(id: "offsite", title: "Team offsite", time: .allDay, people: ["ana", "bo"]),
          Appointment(
            id: "lunch", title: "Lunch with Dee", time: .at(start: 12 * 60 + 30, end: 13 * 60 + 30),
            people: ["dee"]),
        ]),
      Day(
        id: "2026-11-25", title: "Wed 25 Nov",
        appointments: [
          Appointment(
            id: "planning", title: "Planning", time: .at(start: 11 * 60, end: 12 * 60),
            people: ["bo", "chen"]),
          Appointment(id: "holiday", title: "Chen's birthday", time: .allDay, people: ["chen"]),
        ]),
    ],
    people: [
      Person(id: "ana", name: "Ana"), Person(id: "bo", name: "Bo"),
      Person(id: "chen", name: "Chen"), Person(id: "dee", name: "Dee"),
    ],
    pastCount: 100_000)
}

extension Agenda {
  /// Notes as a server would send them, a moment after asking: for the app's start, which shows
  /// the agenda at once and the notes when they come.
  public static func fetchNotes() async -> String {
    try? await Task.sleep(for: .milliseconds(300))
    return "Synced from the server: bring the slides to Wednesday's planning."
  }
}
