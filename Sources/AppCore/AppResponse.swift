/// What a ``TerminalApp`` wants after an event.
public enum AppResponse: Sendable, Equatable {
  /// Keep running: draw the next frame and wait for the next event.
  case `continue`
  /// Keep running, and repaint the whole screen rather than what changed (^L).
  case redraw
  /// Stop: the loop restores the terminal and returns.
  case quit
}
