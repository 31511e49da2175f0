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

/// Decides what a key does to a list, after the selected section has had its turn.
///
/// Keys go first to the section controller that holds the selection, according to its kind;
/// what it does not use is looked up here. The bindings can be changed.
public struct SelectionDispatcher: Sendable {
  /// The key bindings.
  public var bindings: [Key: ListCommand]

  /// Creates a dispatcher with bindings.
  public init(bindings: [Key: ListCommand]) { self.bindings = bindings }

  /// Arrows and j/k, PgUp/PgDn, ^U/^D, Home/End and g/G, Enter and Space.
  public static let standard = SelectionDispatcher(bindings: [
    .up: .up, .character("k"): .up,
    .down: .down, .character("j"): .down,
    .pageUp: .pageUp, .control("b"): .pageUp,
    .pageDown: .pageDown, .control("f"): .pageDown,
    .control("u"): .halfPageUp, .control("d"): .halfPageDown,
    .home: .top, .character("g"): .top,
    .end: .bottom, .character("G"): .bottom,
    .enter: .tap, .space: .toggleCollapse,
  ])

  /// The command bound to a key, if any.
  public func command(for key: Key) -> ListCommand? { bindings[key] }
}
