import AppCore
import ListKit

extension AgendaApp {
  /// Handles an event: a resize sets the list's viewport, the app's keys change the agenda,
  /// and the list takes every other key and the mouse.
  public func handle(_ event: Event) -> AppResponse {
    message = nil
    switch event {
    case .resize(let width, let height):
      adapter.setViewport(Size(width: width, height: max(0, height - 2)))
    case .key(.character("q")):
      return .quit
    case .key(.character("m")):
      moveSelection(byDays: 1)
    case .key(.character("M")):
      moveSelection(byDays: -1)
    case .key(.character("s")):
      toggleOrder()
    case .key(.escape):
      if let person { pick(person) }
    default:
      // The list is drawn below the title line: a click's screen line is one more than its.
      adapter.handle(event, listAt: Point(x: 0, y: 1))
    }
    return .continue
  }

  /// Draws the title line, the list and the status line; changes nothing.
  public func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    let theme = adapter.theme
    let order = agenda.order == .byTime ? "by time" : "by title"
    let title = "Agenda · \(order)" + (person.map { " · \($0.name)" } ?? "")
    buffer.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: Cell(style: theme.status))
    buffer.draw(title, in: Rect(x: 1, y: 0, width: size.width - 2, height: 1), style: theme.status)
    adapter.render(into: &buffer, in: Rect(x: 0, y: 1, width: size.width, height: size.height - 2))
    // A past appointment's position among the past ones, others' among the selectable rows.
    let selection =
      adapter.selection.map {
        "\($0.kind) \(($0.kind == .past ? $0.itemPositionText : nil) ?? $0.positionText)"
      } ?? ""
    let status = [selection, message ?? "m/M move · s sort · q quit"]
      .filter { !$0.isEmpty }.joined(separator: " · ")
    let line = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    buffer.fill(line, with: Cell(style: theme.status))
    buffer.draw(status, in: line.inset(left: 1, right: 1), style: theme.status)
    return buffer
  }
}
