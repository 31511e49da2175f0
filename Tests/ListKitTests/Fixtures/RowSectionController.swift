import ListDiff
import ListKit
import Render

/// A row with an integer identity: the kind of object whose identities an update indexes on
/// another thread.
struct Row: Diffable, Equatable {
  var id: Int
  var lines: Int
  var version = 0
  var diffID: Int { id }
}

/// Draws a ``Row`` as its id and version, on as many lines as it has.
final class RowSectionController: SectionController {
  var row = Row(id: 0, lines: 1)

  var kind: SectionKind { "row" }
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { row.lines }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.draw("row \(row.id) v\(row.version)", in: buffer.area)
  }
  func didUpdate(to object: any Diffable) {
    if let row = object.cast(to: Row.self) { self.row = row }
  }
}
