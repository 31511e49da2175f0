/// The lines of a row in view, out of all of its lines: where the view is within a row taller
/// than the view, such as a long text or a tall picture.
public struct LinesInView: Equatable, Sendable {
  /// The first line in view, from 1.
  public var first: Int
  /// The last line in view.
  public var last: Int
  /// How many lines the row has.
  public var count: Int

  /// Lines `first` to `last`, from 1, of a row of `count` lines.
  public init(first: Int, last: Int, count: Int) {
    self.first = first
    self.last = last
    self.count = count
  }

  /// As less says it: `lines 1–21/120`.
  public var text: String { "lines \(first)–\(last)/\(count)" }
}

extension ListAdapter {
  /// Where the view is within the selected row, when that row is taller than the view; nil
  /// when the row fits, or nothing is selected.
  ///
  /// A row taller than the view scrolls a line at a time while it stays selected, so the
  /// selection's place (`1/1 text`) does not say how far in the view is; this does, as less
  /// says it (`lines 1–21/120`).
  public var selectedRowLinesInView: LinesInView? {
    guard let row = selectedRow, row < layout.rowCount, viewport.height > 0 else { return nil }
    let top = layout.top(ofRow: row)
    let height = layout.height(ofRow: row)
    guard height > viewport.height else { return nil }
    let first = max(scrollTop, top) - top
    let last = min(scrollTop + viewport.height, top + height) - top
    guard last > first else { return nil }
    return LinesInView(first: first + 1, last: last, count: height)
  }
}
