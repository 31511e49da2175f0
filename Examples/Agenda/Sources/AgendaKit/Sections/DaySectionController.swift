import ListKit

/// A day: a header that collapses it, then its appointments in two layouts, a timed one of one
/// or two lines and an all-day one of a single line.
///
/// The appointments are the items, diffed by their ids when the day changes, so the selection
/// stays on an appointment that is re-sorted or that arrives from another day.
final class DaySectionController: ListBindingSectionController<Day, Appointment> {
  private let people: [String: String]
  private let onOpen: (Appointment) -> Void

  /// Creates the controller; `people` names the ids appointments list, and `onOpen` is called
  /// when an appointment is tapped.
  init(people: [Person], onOpen: @escaping (Appointment) -> Void) {
    self.people = Dictionary(
      people.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    self.onOpen = onOpen
    super.init()
  }

  override var kind: SectionKind { .day }

  override func viewModels(for day: Day) -> [Appointment] { day.appointments }

  override func kind(ofItem index: Int) -> SectionKind {
    viewModels[index].isAllDay ? .allDay : .timed
  }

  override func height(for appointment: Appointment, width: Int) -> Int {
    appointment.isAllDay || appointment.people.isEmpty ? 1 : 2
  }

  override func render(
    _ appointment: Appointment, into buffer: inout Buffer, context: RenderContext
  ) {
    switch appointment.time {
    case .allDay:
      buffer.write("all day", x: 0, y: 0, style: context.theme.secondary)
      buffer.draw(
        appointment.title, in: Rect(x: 13, y: 0, width: buffer.width - 13, height: 1),
        style: context.theme.accent)
    case .at(let start, let end):
      buffer.write("\(clock(start))–\(clock(end))", x: 0, y: 0)
      buffer.draw(
        appointment.title, in: Rect(x: 13, y: 0, width: buffer.width - 13, height: 1),
        style: context.theme.emphasis)
      let names = appointment.people.compactMap { people[$0] }.joined(separator: ", ")
      buffer.draw(
        names, in: Rect(x: 13, y: 1, width: buffer.width - 13, height: 1),
        style: context.theme.secondary)
    }
  }

  override func didSelect(_ appointment: Appointment) { onOpen(appointment) }

  // MARK: - Header

  override var isCollapsible: Bool { true }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    let mark = context.isCollapsed ? "▸" : "▾"
    let count = viewModels.count
    let title = "\(mark) \(object?.title ?? "")  \(count) appointment\(count == 1 ? "" : "s")"
    buffer.draw(title, in: buffer.area, style: context.theme.header)
  }
}
