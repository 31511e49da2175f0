import Foundation
import Testing

@Suite("SIGTTIN and SIGTTOU sent from outside suspend the app as ^Z does (tmux)")
struct StopSignalTests {
  /// The pane's alternate screen, cursor and mouse modes, as tmux tracks them.
  func modes(of session: TmuxSession) throws -> String {
    try session.display(
      "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}"
        + "#{mouse_standard_flag}#{mouse_button_flag}#{mouse_all_flag}#{mouse_sgr_flag}")
  }

  @Test(
    "Stopped with the terminal given back, then continued with fg and redrawn",
    arguments: [SIGTTIN, SIGTTOU])
  func stoppedLikeSuspend(signal: Int32) async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-stop-signal-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appending(path: "pid")
    try session.enter("PS1='$ '; stty -g > \(ListTUISession.quoted(folder.path))/before")
    let shellModes = try modes(of: session)
    // `exec` keeps the process the shell knows, so the number written is the app's.
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try session.enter("sh -c 'echo $$ > \(pidFile.path); exec \"$@\"' sh \(command)")
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, signal) == 0)
    let stopped = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    let stoppedScreen = try session.shown()
    #expect(stopped, "\(stoppedScreen)")
    // The shell's screen, its cursor shown and no mouse reporting: as before the app.
    #expect(try modes(of: session) == shellModes, "\(stoppedScreen)")
    #expect(!stoppedScreen.contains("profile summary"), "\(stoppedScreen)")
    try await session.resumeDemoWithFg(savedIn: folder)
  }
}
