import AgendaKit
import AppCore
import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `agenda` opens the agenda in the terminal; `agenda --dump [--keys KEYS] [--size WxH]` runs
/// it headless instead, presses the keys (vim notation: `jj<Space>m`) and prints the last frame.
@main
struct AgendaCommand {
  static func main() async {
    var arguments = Array(CommandLine.arguments.dropFirst())
    let keys = take("--keys", from: &arguments) ?? ""
    let size = take("--size", from: &arguments) ?? "60x20"
    let dump = arguments.contains("--dump")
    arguments.removeAll { $0 == "--dump" }
    guard arguments.isEmpty else { fail("unknown arguments: \(arguments)", status: 64) }
    if dump {
      let numbers = size.split(separator: "x").compactMap { Int($0) }
      guard numbers.count == 2, numbers[0] > 0, numbers[1] > 2 else {
        fail("--size takes WIDTHxHEIGHT, such as 60x20", status: 64)
      }
      let driver = HeadlessDriver(
        app: AgendaApp(), size: Size(width: numbers[0], height: numbers[1]))
      do {
        print(try driver.press(keys).lines.joined(separator: "\n"))
      } catch {
        fail("\(error)", status: 64)
      }
    } else {
      let app = AgendaApp()
      // The notes arrive while the loop waits for a key. The task posts them to the app's
      // mailbox, which any thread may use (the app itself is not Sendable); the post wakes
      // the loop, which calls the app's takePendingWork() and draws.
      let incomingNotes = app.incomingNotes
      Task.detached { incomingNotes.post(await Agenda.fetchNotes()) }
      do {
        try await TerminalLoop.run(app, options: TerminalOptions())
      } catch {
        fail("\(error)", status: 1)
      }
    }
  }

  /// The value after an option, removed from the arguments with the option.
  static func take(_ option: String, from arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
      return nil
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }

  /// Writes a message to standard error and exits with a status.
  static func fail(_ message: String, status: Int32) -> Never {
    let line = Array("agenda: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(status)
  }
}
