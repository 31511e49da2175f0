import FeedModel
import ListKit

/// The warnings, one item each: the place in secondary style, then what was wrong, wrapped;
/// warnings alike are one item, at the first place, with a line saying how often
/// (`in 67 posts; the first is shown`).
///
/// Enter opens what a warning is about, by its identity: the entry's screen or the user's
/// profile; a warning about neither says so.
final class WarningsSectionController: ListBindingSectionController<WarningsModel, WarningRow> {
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .warning }

  override func didSelect(_ row: WarningRow) {
    switch row.warning.subject {
    case .entry(let id): navigator?.open(.entry(id))
    case .user(let id): navigator?.open(.profile(id))
    case nil: navigator?.show(Self.nothingToOpen)
    }
  }

  /// What Enter says on a warning about no one entry or user.
  static let nothingToOpen = StatusMessage(
    "This warning is about no entry or user: nothing to open", or: "Nothing to open here",
    "Nothing to open")

  override func viewModels(for object: WarningsModel) -> [WarningRow] {
    object.groups.enumerated().map { WarningRow(index: $0.offset, group: $0.element) }
  }

  override func height(for row: WarningRow, width: Int) -> Int {
    Self.placeLines(of: row, width: width).count
      + Self.wrappedKeepingEscapes(row.warning.message, width: max(1, width - 2)).count
      + Self.repeatLines(of: row, width: width).count
  }

  override func render(_ row: WarningRow, into buffer: inout Buffer, context: RenderContext) {
    let place = Self.placeLines(of: row, width: buffer.width)
    for (offset, line) in place.enumerated() {
      buffer.write(line, x: 0, y: offset, style: context.theme.warning)
    }
    let lines = Self.wrappedKeepingEscapes(row.warning.message, width: max(1, buffer.width - 2))
    for (offset, line) in lines.enumerated() { buffer.write(line, x: 2, y: place.count + offset) }
    for (offset, line) in Self.repeatLines(of: row, width: buffer.width).enumerated() {
      buffer.write(
        line, x: 2, y: place.count + lines.count + offset, style: context.theme.secondary)
    }
  }

  /// Under a warning repeated in other places, how often, and that the place above is the
  /// first: `in 67 posts; the first is shown`.
  private static func repeatLines(of row: WarningRow, width: Int) -> [String] {
    guard let repeats = row.group.repeats else { return [] }
    return (repeats + "; the first is shown").wrapped(toWidth: max(1, width - 2))
  }

  /// The place, after `⚠`, wrapped whole: on a narrow screen it is as much worth reading as
  /// the message under it.
  private static func placeLines(of row: WarningRow, width: Int) -> [String] {
    wrappedKeepingEscapes(row.warning.place, width: max(1, width - 2)).enumerated().map {
      ($0.offset == 0 ? "⚠ " : "  ") + $0.element
    }
  }

  override func footerHeight(width: Int) -> Int {
    guard let object, object.total > object.keptCount else { return 0 }
    return 1
  }

  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let object else { return }
    buffer.write(
      "… and \(object.total - object.keptCount) more not kept", x: 0, y: 0,
      style: context.theme.secondary)
  }
}
