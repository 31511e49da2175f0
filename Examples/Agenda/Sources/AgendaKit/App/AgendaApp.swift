import AppCore
import ListKit

/// The agenda as a terminal app: a title line, the list of people, days and past appointments,
/// and a status line.
///
/// It runs the same in a terminal (`try await TerminalLoop.run(AgendaApp(), options:)`) and headless
/// (`HeadlessDriver(app: AgendaApp(), size:)`): events in through ``handle(_:)``, whole frames
/// out of ``render(size:)``, which only reads.
///
/// Keys: the list's own (arrows, `j` `k`, Space to collapse a day or the past, Enter to open),
/// `m` and `M` to move the selected appointment a day later or earlier, `s` to sort by time or
/// by title, Enter on a person to show only their appointments, Esc to show everyone's, `q` to
/// quit.
public final class AgendaApp: TerminalApp, ListAdapterDataSource {
  /// The days and people shown.
  public private(set) var agenda: Agenda
  /// The list of people and days, below the title line.
  public let adapter = ListAdapter()
  /// The person whose appointments alone are shown, if one was picked.
  public private(set) var person: Person?
  /// The message in the status line, until the next key.
  public internal(set) var message: String?
  /// Where work away from the loop leaves notes, from any thread: the app is not `Sendable`,
  /// its mailbox is.
  public let incomingNotes = Mailbox<String>()
  /// Signalled by each post to ``incomingNotes``, so that the loop takes it in and draws.
  public var wakeup: Wakeup? { incomingNotes.wakeup }

  /// Creates the app on an agenda.
  public init(agenda: Agenda = .sample) {
    self.agenda = agenda
    adapter.sectionSpacing = 1
    adapter.dataSource = self
    adapter.performUpdates()
  }

  /// Without colours, draws with attributes only.
  public func start(colorCount: Int) {
    if colorCount == 0 { adapter.theme = .monochrome }
  }

  // MARK: - ListAdapterDataSource

  /// The row of people, then the days, then the notes and the past appointments if there are
  /// any.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let notes: [any Diffable] = agenda.notes.isEmpty ? [] : [Notes(agenda.notes)]
    // Past appointments name nobody: they show while everyone's appointments do.
    let past: [any Diffable] =
      agenda.pastCount == 0 || person != nil ? [] : [Past(count: agenda.pastCount)]
    return [People(agenda.people)] + agenda.days(with: person?.id) + notes + past
  }

  /// A controller for the people, a day, the notes or the past, by the object's type.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is People:
      PeopleSectionController { [unowned self] in pick($0) }
    case is Notes:
      NotesSectionController()
    case is Past:
      PastSectionController()
    default:
      DaySectionController(people: agenda.people) { [unowned self] in open($0) }
    }
  }

  // MARK: - Changes

  /// Takes in what work away from the loop posted: the newest notes.
  public func takePendingWork() -> AppResponse {
    if let notes = incomingNotes.take().last { receive(notes: notes) }
    return .continue
  }

  /// Shows notes that arrived after the start; the selection stays where it was.
  public func receive(notes: String) {
    agenda.notes = notes
    adapter.performUpdates()
  }

  /// Shows a new count of past appointments, as when today's first ones have taken place: the
  /// past's section alone is measured again, and the selection stays on its appointment.
  public func receive(pastCount: Int) {
    agenda.pastCount = pastCount
    // One object changed: reload its section, unless the section comes or goes.
    if pastCount == 0 || !adapter.reload(Past(count: pastCount)) { adapter.performUpdates() }
  }

  /// Shows only a person's appointments, or everyone's again when they are picked twice.
  func pick(_ picked: Person) {
    person = person == picked ? nil : picked
    adapter.performUpdates()
    message = person.map { "only \($0.name): Esc for all" }
  }

  /// Tells what a tapped appointment is.
  func open(_ appointment: Appointment) {
    let names = appointment.people.compactMap { agenda.person($0)?.name }
    message = appointment.title + (names.isEmpty ? "" : " with " + names.joined(separator: ", "))
  }

  /// Moves the selected appointment a number of days later (earlier when negative); the
  /// selection follows it to its new day.
  func moveSelection(byDays offset: Int) {
    guard let id = adapter.selection?.itemIdentity(as: String.self) else {
      message = "Select an appointment to move it"
      return
    }
    guard let day = agenda.move(appointment: id, byDays: offset) else {
      message = "No day \(offset > 0 ? "after" : "before") this one"
      return
    }
    adapter.performUpdates()
    message = "Moved to \(day)"
  }

  /// Sorts each day's appointments the other way; the selection stays on its appointment.
  func toggleOrder() {
    agenda.sort(by: agenda.order == .byTime ? .byTitle : .byTime)
    adapter.performUpdates()
  }
}
