/// One terminal cell: the grapheme shown there and its style.
///
/// A grapheme two columns wide fills two cells: the left one holds it, and the right one is a
/// *continuation* cell that the backend skips. A picture's cells are marked as such, so that a
/// highlight leaves them as they are (``Buffer/highlight(_:in:)``).
public struct Cell: Hashable, Sendable {
  /// The grapheme shown in the cell; `" "` when blank.
  public var grapheme: Character
  /// How the grapheme is drawn.
  public var style: Style
  /// Whether this is the right half of a two-column grapheme, which the backend skips.
  public var isContinuation: Bool
  /// Whether the cell is part of a picture, which a highlight leaves as it is: a picture's
  /// see-through parts are the default background, like text's, but are not text.
  public var isPicture: Bool

  /// Creates a cell; by default a plain blank.
  public init(
    grapheme: Character = " ", style: Style = .plain, isContinuation: Bool = false,
    isPicture: Bool = false
  ) {
    self.grapheme = grapheme
    self.style = style
    self.isContinuation = isContinuation
    self.isPicture = isPicture
  }

  /// A plain space.
  public static let blank = Cell()

  /// The number of columns the cell's grapheme covers: 0 for a continuation cell, else 1 or 2.
  public var width: Int {
    isContinuation ? 0 : grapheme.displayWidth
  }

  /// A blank cell that keeps this cell's style, left where half of a wide grapheme was removed.
  var blanked: Cell {
    Cell(grapheme: " ", style: style)
  }

  /// The right half of a wide grapheme drawn in `style`.
  static func continuation(style: Style) -> Cell {
    Cell(grapheme: " ", style: style, isContinuation: true)
  }
}
