import ListKit

/// An entry's date and the image it names, one row each.
final class EntryDetailsSectionController: SectionController {
  private var details = EntryDetailsModel(date: nil, image: nil)

  /// The rows, in order: the date, then the image frame, each only if present.
  private var rows: [Row] {
    [details.date.map(Row.date), details.image.map(Row.image)].compactMap { $0 }
  }

  private enum Row {
    case date(String)
    case image(String)
  }

  var kind: SectionKind { .details }
  var numberOfItems: Int { rows.count }

  func height(forItem index: Int, width: Int) -> Int {
    if case .image = rows[index] { return 3 }
    return 1
  }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    switch rows[index] {
    case .date(let date):
      let used = buffer.write("Posted ", x: 0, y: 0, style: context.theme.secondary)
      buffer.write(date.truncated(toWidth: max(0, buffer.width - used)), x: used, y: 0)
    case .image(let image):
      buffer.drawImageFrame(image, top: 0, context: context)
    }
  }

  func didUpdate(to object: any Diffable) {
    if let details = object as? EntryDetailsModel { self.details = details }
  }
}
