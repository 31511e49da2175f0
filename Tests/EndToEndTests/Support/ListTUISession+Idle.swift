import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ListTUISession {
  /// The screen once `listtui` has nothing left to do and tmux has drawn all it wrote: the
  /// document loaded, the pictures in view landed and laid out, the last frame whole.
  ///
  /// A screen that merely stopped changing is not that. On two busy cores the app can be
  /// stopped halfway through writing a frame (after a picture's frame is erased, before its
  /// cells) for longer than two captures are apart, and a picture can land later still. So
  /// the app is asked, through `/proc`: every one of its threads sleeps (none does while a
  /// picture is being drawn, a frame written or a wake-up unanswered), no input waits for it
  /// on its terminal, and the tmux server sleeps too, having read and drawn what the app
  /// wrote. Two captures taken so agree. Without `/proc`, the captures alone are compared.
  func settledScreen(timeout: Duration = .seconds(20)) async throws -> [String] {
    try await settled(timeout: timeout) { try self.screen() }
  }

  /// The screen with its attributes and colours (`capture-pane -e`) once `listtui` has
  /// nothing left to do and tmux has drawn all it wrote, as ``settledScreen(timeout:)``;
  /// with `keepingTrailingBlanks`, the blanks at the lines' ends too.
  func settledStyledScreen(
    timeout: Duration = .seconds(20), keepingTrailingBlanks: Bool = false
  ) async throws -> String {
    try await settled(timeout: timeout) {
      try self.tmux.styledScreen(keepingTrailingBlanks: keepingTrailingBlanks)
    }
  }

  /// A capture once the app and tmux are idle, the same in two polls.
  private func settled<Capture: Equatable>(
    timeout: Duration, capture: () throws -> Capture
  ) async throws -> Capture {
    let app = try await pid()
    let server = pid_t(try tmux.display("#{pid}")) ?? 0
    let terminal = try tmux.display("#{pane_tty}")
    var last: Capture?
    let idle = try await tmux.wait(timeout: timeout) {
      guard Self.isAsleep(app), Self.waitingInput(terminal) == 0 else {
        last = nil
        return false
      }
      // The first capture waits for tmux to sleep, having read all the app wrote; the second,
      // a poll later, is not held to it, since answering the first keeps tmux busy a moment.
      guard let first = last else {
        if Self.isAsleep(server) { last = try capture() }
        return false
      }
      let current = try capture()
      last = current == first ? current : nil
      return current == first
    }
    guard idle, let last else {
      throw TmuxSession.Failure(
        description: "listtui was still busy after \(timeout):\n"
          + (try screen()).joined(separator: "\n"))
    }
    return last
  }

  /// Whether every thread of a process sleeps (state `S`), or it is gone; true where there is
  /// no `/proc` to ask.
  static func isAsleep(_ process: pid_t) -> Bool {
    let folder = "/proc/\(process)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return true
    }
    return threads.allSatisfy { thread in
      // `pid (name) S …`: the state follows the name, which may hold spaces and parentheses.
      guard let stat = try? String(contentsOfFile: "\(folder)/\(thread)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return true }
      return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first == "S"
    }
  }

  /// How many bytes of input wait unread on a terminal, such as the keys sent to the app.
  static func waitingInput(_ terminal: String) -> Int32 {
    let descriptor = open(terminal, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { return 0 }
    defer {
      #if canImport(Glibc)
      Glibc.close(descriptor)
      #elseif canImport(Darwin)
      Darwin.close(descriptor)
      #endif
    }
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? count : 0
  }
}
