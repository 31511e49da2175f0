import Foundation
import Testing

@Suite("The listtui binary stopped from outside (kill -STOP), in a shell")
struct OutsideStopTests {
  @Test("Continued with fg, it takes the screen and its keys back, one at a time")
  func continuedAfterOutsideStop() async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-outside-stop-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appending(path: "pid")
    try session.enter("PS1='$ '; stty -g > \(ListTUISession.quoted(folder.path))/before")
    // `exec` keeps the process the shell knows, so the number written is the app's.
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try session.enter("sh -c 'echo $$ > \(pidFile.path); exec \"$@\"' sh \(command)")
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
    let stoppedScreen = try session.shown()
    #expect(stopped, "\(stoppedScreen)")
    try await session.resumeDemoWithFg(savedIn: folder)
  }
}
