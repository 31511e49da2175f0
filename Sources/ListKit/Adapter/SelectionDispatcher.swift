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
  /// and g/G, Enter and Space; the arrows, pages, Home and End with Shift or Ctrl as without
  /// (``modifiedKeysActAsPlain``).
  public static let standard: SelectionDispatcher = {
    var dispatcher = SelectionDispatcher(bindings: [
      .up: .up, .character("k"): .up, .control("p"): .up, .control("k"): .up,
      .down: .down, .character("j"): .down, .control("n"): .down, .control("j"): .down,
      .pageUp: .pageUp, .control("b"): .pageUp,
      .pageDown: .pageDown, .control("f"): .pageDown,
      .control("u"): .halfPageUp, .control("d"): .halfPageDown,
      .home: .top, .character("g"): .top,
      .end: .bottom, .character("G"): .bottom,
      .enter: .tap, .space: .toggleCollapse,
    ])
    dispatcher.modifiedKeysActAsPlain = true
    return dispatcher
  }()

  /// Whether a key with Shift or Ctrl (``Key/modified(_:_:)``) that no binding names acts as
  /// the key without them: Ctrl+Up moves up, Ctrl+End goes to the bottom, and a section that
  /// takes Left takes Shift+Left, as where the terminal cannot tell them apart.
  ///
  /// On in ``standard``; off by default, so that an app binding its own keys gets each as
  /// pressed. A binding of the modified key itself always comes first.
  public var modifiedKeysActAsPlain = false

  /// The key without its Shift and Ctrl, for a modified key no binding names while
  /// ``modifiedKeysActAsPlain``; nil otherwise.
  public func plainKey(for key: Key) -> Key? {
    guard modifiedKeysActAsPlain, bindings[key] == nil, case .modified(let plain, _) = key
    else { return nil }
    return plain
  }

  /// The command bound to a key, if any.
  ///
  /// A modified key no binding names has its plain key's command while
  /// ``modifiedKeysActAsPlain``.
  public func command(for key: Key) -> ListCommand? {
    bindings[key] ?? plainKey(for: key).flatMap { bindings[$0] }
  }
}
