/// A command that moves or acts on a list's selection.
public enum ListCommand: Hashable, Sendable {
  /// Select the previous selectable row.
  case up
  /// Select the next selectable row.
  case down
  /// Scroll up by a page, keeping the selection's place on screen.
  case pageUp
  /// Scroll down by a page, keeping the selection's place on screen.
  case pageDown
  /// Scroll up by half a page.
  case halfPageUp
  /// Scroll down by half a page.
  case halfPageDown
  /// Select the first selectable row.
  case top
  /// Select the last selectable row.
  case bottom
  /// Tap the selected item, or expand a collapsed section.
  case tap
  /// Collapse or expand the selected section.
  case toggleCollapse
}
