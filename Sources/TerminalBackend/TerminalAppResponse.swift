/// What a ``TerminalApp`` wants after handling a key.
public enum TerminalAppResponse: Sendable {
  /// Keep running: draw the next frame and wait for the next key.
  case `continue`
  /// Stop: restore the terminal and return from ``TerminalLoop/run(_:options:)``.
  case quit
}
