import Foundation
import Testing

@Suite("The listtui binary stopped from outside (kill -STOP), in a shell")
struct OutsideStopTests {
  /// Types a command line into the shell and presses Enter.
  func enter(_ line: String, in session: TmuxSession) throws {
    try session.sendLiteral(line)
    try session.sendKeys("Enter")
  }

  /// The pane's screen, for a failure's message.
  func shown(_ session: TmuxSession) throws -> String {
    try session.screen().joined(separator: "\n")
  }

  @Test("Continued with fg, it takes the screen and its keys back, one at a time")
  func continuedAfterOutsideStop() async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-outside-stop-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appending(path: "pid")
    try enter("PS1='$ '; stty -g > \(ListTUISession.quoted(folder.path))/before", in: session)
    // `exec` keeps the process the shell knows, so the number written is the app's.
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try enter(
      "sh -c 'echo $$ > \(pidFile.path); exec \"$@\"' sh \(command)", in: session)
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // SIGSTOP has no handler: the shell sees the job stop and puts its own settings back
    // (echo, whole lines), while the screen stays as the app left it.
    #expect(kill(pid, SIGSTOP) == 0)
    let stopped = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    let stoppedScreen = try shown(session)
    #expect(stopped, "\(stoppedScreen)")
    try enter("fg", in: session)
    let redrawn = try await session.wait(timeout: .seconds(10)) {
      let screen = try session.screen()
      return screen.contains { $0.contains("1/36 profile summary") }
        && !screen.contains { $0.contains("Stopped") || $0.hasSuffix("$ fg") }
    }
    let redrawnScreen = try shown(session)
    #expect(redrawn, "\(redrawnScreen)")
    // A key acts at once, with no Enter: the app's own settings are back.
    try session.sendKeys("j")
    let moved = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("2/36") }
    }
    let movedScreen = try shown(session)
    #expect(moved, "\(movedScreen)")
    try session.sendKeys("q")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    try enter(
      "stty -g | cmp - \(ListTUISession.quoted(folder.path))/before && echo SAME-SETTINGS",
      in: session)
    let same = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0 == "SAME-SETTINGS" }
    }
    let sameScreen = try shown(session)
    #expect(same, "\(sameScreen)")
  }
}
