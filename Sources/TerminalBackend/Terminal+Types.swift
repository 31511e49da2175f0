import CTerminal

extension Terminal {
  /// Whether the terminfo database knows a terminal type (a `TERM` value), so that a
  /// ``Terminal`` can start on it; a program may fall back to a kindred type it knows, as
  /// `listtui` does for `xterm-kitty` on a host without kitty's entry.
  ///
  /// Call it before a ``Terminal`` starts, on the thread that will run it: curses' terminfo
  /// state is not thread-safe.
  public static func knowsType(_ name: String) -> Bool {
    ct_knows_terminal_type(name) != 0
  }
}
