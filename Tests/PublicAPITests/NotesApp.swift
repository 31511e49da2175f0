import AppCore
import ListKit

/// An app as an outside developer writes one: a list of notes, a status line, `q` to quit, `d`
/// to delete the selected note.
final class NotesApp: TerminalApp, ListAdapterDataSource {
  var notes: [Note]
  let adapter = ListAdapter()
  let wakeup: Wakeup? = nil
  private(set) var colorCount = -1

  init(_ titles: [String]) {
    notes = titles.enumerated().map { Note(id: $0.offset, title: $0.element) }
    adapter.dataSource = self
  }

  func start(colorCount: Int) {
    self.colorCount = colorCount
    if colorCount == 0 { adapter.theme = .monochrome }
  }

  func handle(_ event: Event) -> AppResponse {
    switch event {
    case .resize(let width, let height):
      adapter.setViewport(Size(width: width, height: max(0, height - 1)))
      adapter.performUpdates()
    case .key(.character("q")):
      return .quit
    case .key(.character("d")):
      guard let note = adapter.selection?.object(as: Note.self) else { break }
      notes.removeAll { $0.id == note.id }
      adapter.performUpdates()
    default:
      adapter.handle(event)
    }
    return .continue
  }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    adapter.render(into: &buffer, in: Rect(x: 0, y: 0, width: size.width, height: size.height - 1))
    let status = adapter.selection.map { "\($0.kind) \($0.positionText)" } ?? "empty"
    buffer.write(status, x: 0, y: size.height - 1, style: .reverse)
    return buffer
  }

  func objects(for adapter: ListAdapter) -> [any Diffable] { notes }

  func sectionController(for object: any Diffable) -> any SectionController {
    NoteSectionController()
  }

  func emptyView(for adapter: ListAdapter) -> (any EmptyView)? { TextEmptyView("No notes") }
}
