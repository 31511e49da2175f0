/// Decides what a key does to a list, after the selected section has had its turn.
///
/// Keys go first to the section controller that holds the selection, according to its kind;
/// what it does not use is looked up here. The bindings can be changed.
public struct SelectionDispatcher: Sendable {
  /// The key bindings.
  public var bindings: [Key: ListCommand]
  /// Whether digits typed before a key count it, as in vim.
  ///
  /// `5j` moves down five rows, `3^F` three pages, `10G`, `10g` and `10gg` go to the tenth
  /// row, and `3^D` scrolls three lines, as later `^D` and `^U` do too until the view's height
  /// changes (vim's `scroll` option); Esc forgets them, and so does any other input (a click,
  /// the wheel, or ``ListAdapter/forgetCount()`` for input the list never sees). Off in ``standard``, so that digits stay the app's; ``counting`` turns
  /// it on.
  public var acceptsCounts = false

  /// Creates a dispatcher with bindings.
  public init(bindings: [Key: ListCommand]) { self.bindings = bindings }

  /// ``standard`` with counts (``acceptsCounts``).
  public static let counting: SelectionDispatcher = {
    var dispatcher = SelectionDispatcher.standard
    dispatcher.acceptsCounts = true
    return dispatcher
  }()

  /// Arrows, j/k, ^P/^N and ^K/^J (as in less and fzf), PgUp/PgDn and ^B/^F, ^U/^D, Home/End
  /// and g/G, Enter and Space.
  public static let standard = SelectionDispatcher(bindings: [
    .up: .up, .character("k"): .up, .control("p"): .up, .control("k"): .up,
    .down: .down, .character("j"): .down, .control("n"): .down, .control("j"): .down,
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
