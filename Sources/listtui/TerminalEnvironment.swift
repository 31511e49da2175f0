import Foundation

/// What the environment says about the terminal.
enum TerminalEnvironment {
  /// Whether to use colour: not when `NO_COLOR` is set to anything but the empty string.
  static var wantsColor: Bool {
    let value = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return value.isEmpty
  }
}
