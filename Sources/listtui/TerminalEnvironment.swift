import ArgumentParser
import Foundation

/// What the environment says about the terminal.
enum TerminalEnvironment {
  /// Whether to use colour: not when `NO_COLOR` is set to anything but the empty string.
  static var wantsColor: Bool {
    let value = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return value.isEmpty
  }

  /// Refuses terminals that cannot show the app: `TERM=dumb`, or `TERM` set to nothing.
  ///
  /// Curses takes an empty `TERM` for none, and its error says that `TERM` is not set; this
  /// says what is wrong. An unset `TERM` is left to curses.
  static func checkTerminal() throws {
    let term = ProcessInfo.processInfo.environment["TERM"]
    if term == "dumb" {
      ListTUI.complain("TERM=dumb cannot show a full-screen list; use --dump for plain text")
      throw ExitCode(66)
    }
    if term == "" {
      ListTUI.complain("unknown terminal type (TERM is empty)")
      throw ExitCode(66)
    }
  }
}
