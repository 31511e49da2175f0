/// Why a ``Terminal`` could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// There is no terminal to draw on: no `/dev/tty`, and neither standard input nor output is
  /// a terminal.
  case noTerminal
  /// Curses does not know the terminal type in `TERM`.
  case unknownTerminalType(String)
  /// The terminal type cannot move the cursor to a cell (it has no `cup`), as `TERM=dumb`
  /// cannot, so a full screen cannot be drawn on it.
  case cannotMoveCursor(String)
  /// Another ``Terminal`` is already running in this process.
  case alreadyRunning

  /// A message for the user.
  public var description: String {
    switch self {
    case .noTerminal:
      return "no terminal to draw on: run the program in a terminal"
    case .unknownTerminalType(let type):
      return "unknown terminal type \(type.isEmpty ? "(TERM is not set)" : "'\(type)'")"
    case .cannotMoveCursor(let type):
      return "terminal type '\(type)' cannot move the cursor, so it cannot show a full screen"
    case .alreadyRunning:
      return "a terminal session is already running"
    }
  }
}
