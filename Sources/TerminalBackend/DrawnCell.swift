import Render

/// A cell to write to curses: its place, its content and the style it is drawn in (see
/// ``Render/Buffer/drawnStyles(ofRow:)``).
struct DrawnCell: Hashable, Sendable {
  /// The column.
  var x: Int
  /// The row.
  var y: Int
  /// The cell, with its own style.
  var cell: Cell
  /// The style it is drawn in.
  var style: Style
}
