import Foundation
import Testing

@Suite("Every way out leaves the terminal's title stack as the app found it (tmux)")
struct TitleStackTests {
  /// What curses writes as it takes the screen with `TERM=xterm-256color` (its `smcup`):
  /// the title pushed.
  static let push = "\u{1B}[22;0;0t"
  /// What it writes as it gives the screen back (its `rmcup`): the title popped.
  static let pop = "\u{1B}[23;0;0t"

  /// Runs the app with `TERM` set to `term` in a shell whose output is recorded from before
  /// the app starts, ends it with `end` (given its process id), and returns what the app
  /// wrote.
  func written(
    term: String, end: (TmuxSession, pid_t) async throws -> Void
  ) async throws -> String {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-title-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pidFile = folder.appending(path: "pid")
    let record = folder.appending(path: "output")
    try session.startRecording(to: record.path)
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try session.sendLiteral(
      "TERM=\(term) sh -c 'echo $$ > \(pidFile.path); exec \"$@\"' sh \(command)")
    try session.sendKeys("Enter")
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    try await end(session, pid)
    let ended = try await session.wait(timeout: .seconds(10)) {
      try kill(pid, 0) != 0 && session.display("#{alternate_on}") == "0"
    }
    #expect(ended)
    // What the shell writes next (its prompt) tells that the app's last bytes are in.
    try await Task.sleep(for: .milliseconds(300))
    try session.stopRecording()
    return try String(contentsOf: record, encoding: .isoLatin1)
  }

  /// How many times `part` occurs in `text`.
  func count(of part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  @Test(
    "Ended by a signal with TERM=xterm-256color: the title curses pushed is popped once",
    arguments: [SIGTERM, SIGHUP, SIGINT])
  func poppedOnSignal(signal: Int32) async throws {
    let output = try await written(term: "xterm-256color") { _, pid in
      #expect(kill(pid, signal) == 0)
    }
    #expect(count(of: Self.push, in: output) == 1, "\(output.debugDescription)")
    #expect(count(of: Self.pop, in: output) == 1, "\(output.debugDescription)")
  }

  @Test("Quit with q: the title curses pushed is popped once")
  func poppedOnQuit() async throws {
    let output = try await written(term: "xterm-256color") { session, _ in
      try session.sendKeys("q")
    }
    #expect(count(of: Self.push, in: output) == 1, "\(output.debugDescription)")
    #expect(count(of: Self.pop, in: output) == 1, "\(output.debugDescription)")
  }

  @Test("Suspended with ^Z, then ended by SIGTERM: popped once, by the suspend, not again")
  func poppedOnceWhenKilledSuspended() async throws {
    let output = try await written(term: "xterm-256color") { session, pid in
      try session.sendKeys("C-z")
      try await session.wait(timeout: .seconds(10)) {
        try session.screen().contains { $0.contains("Stopped") }
      }
      #expect(kill(pid, SIGTERM) == 0)
      #expect(kill(pid, SIGCONT) == 0)
    }
    #expect(count(of: Self.push, in: output) == 1, "\(output.debugDescription)")
    #expect(count(of: Self.pop, in: output) == 1, "\(output.debugDescription)")
  }

  @Test("Ended by a signal with TERM=screen, whose entry pushes no title: none is popped")
  func nonePoppedWithoutPush() async throws {
    let output = try await written(term: "screen") { _, pid in
      #expect(kill(pid, SIGTERM) == 0)
    }
    #expect(count(of: Self.push, in: output) == 0, "\(output.debugDescription)")
    #expect(count(of: Self.pop, in: output) == 0, "\(output.debugDescription)")
    #expect(output.contains("\u{1B}[?1049l"), "\(output.debugDescription)")
  }
}
