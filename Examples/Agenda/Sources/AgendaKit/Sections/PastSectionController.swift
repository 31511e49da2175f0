import ListKit

/// The past appointments, most recent first, under a "Past" header that Space collapses: one
/// section of any length, which keeps nothing per appointment.
///
/// A plain `SectionController`, not a `ListBindingSectionController`, which would make a view
/// model for each of 100,000 appointments and diff them all on every change. Here the heights
/// are one `ItemMetrics` of like items, an item is made from its number when it is drawn,
/// and an item's index is found from its identity by arithmetic.
final class PastSectionController: SectionController {
  /// The object last received: the controller answers for its items until the next one.
  private var past = Past(count: 0)

  var kind: SectionKind { .past }

  var numberOfItems: Int { past.count }

  func didUpdate(to object: any Diffable) {
    if let past = object.cast(to: Past.self) { self.past = past }
  }

  // Every item is one line: the metrics of 100,000 are a few integers, made in no time. Items
  // of many heights would be measured once with `append(height:)`, and a new object that
  // extends the old one would append only the new items' heights.
  func itemMetrics(width: Int) -> ItemMetrics? { ItemMetrics(count: past.count, height: 1) }

  func height(forItem index: Int, width: Int) -> Int { 1 }

  // The item at index 0 is the latest, numbered `count`: when more appointments take place,
  // every index moves, and the number is what stays.
  func identity(ofItem index: Int) -> AnyHashable { past.count - index }

  // Arithmetic, not the default, which searches every item and boxes each one's identity.
  func index(ofItemIdentity identity: AnyHashable) -> Int? {
    guard let number = identity.base as? Int, number >= 1, number <= past.count else {
      return nil
    }
    return past.count - number
  }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let number = past.count - index
    let appointment = past.appointment(number: number)
    // The numbers end in the same column: `#100000` above `  #9999`.
    let label = "#\(number)"
    let width = "#\(past.count)".count
    buffer.write(label, x: width - label.count, y: 0, style: context.theme.secondary)
    if case .at(let start, let end) = appointment.time {
      buffer.write("\(clock(start))–\(clock(end))", x: width + 2, y: 0)
    }
    buffer.draw(
      appointment.title,
      in: Rect(x: width + 15, y: 0, width: buffer.width - width - 15, height: 1))
  }

  // MARK: - Header

  var isCollapsible: Bool { true }

  func headerHeight(width: Int) -> Int { 1 }

  func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    let mark = context.isCollapsed ? "▸" : "▾"
    let count = past.count
    let title = "\(mark) Past  \(count) appointment\(count == 1 ? "" : "s")"
    buffer.draw(title, in: buffer.area, style: context.theme.header)
  }
}
