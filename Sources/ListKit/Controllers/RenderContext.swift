/// What a section controller needs to know to draw one row: its size, its state and the
/// theme.
public struct RenderContext: Sendable {
  /// The width of the row in columns; the buffer has exactly this width.
  public var width: Int
  /// The height of the row in lines; the buffer has exactly this height.
  public var height: Int
  /// Whether this row holds the selection.
  public var isSelected: Bool
  /// Whether the section is collapsed (meaningful for headers).
  public var isCollapsed: Bool
  /// The styles to draw with.
  public var theme: Theme

  /// Creates a context.
  public init(
    width: Int, height: Int, isSelected: Bool = false, isCollapsed: Bool = false,
    theme: Theme = .color
  ) {
    self.width = width
    self.height = height
    self.isSelected = isSelected
    self.isCollapsed = isCollapsed
    self.theme = theme
  }
}
