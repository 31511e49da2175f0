import ArgumentParser
import Foundation

/// What the environment says about the terminal.
enum TerminalEnvironment {
  /// Whether to use colour: not when `NO_COLOR` is set to anything but the empty string.
  static var wantsColor: Bool {
    let value = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return value.isEmpty
  }

  /// Refuses terminals that cannot show the app: `TERM=dumb`, or none at all.
  static func checkTerminal() throws {
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    if term == "dumb" {
      ListTUI.complain("TERM=dumb cannot show a full-screen list; use --dump for plain text")
      throw ExitCode(66)
    }
  }
}
