import Foundation
import Testing

@Suite("The listtui binary reading a pipe that is still open, stopped with ^Z, in a shell")
struct PipelineSuspendTests {
  /// Types a command line into the shell and presses Enter.
  func enter(_ line: String, in session: TmuxSession) throws {
    try session.sendLiteral(line)
    try session.sendKeys("Enter")
  }

  /// Types `jobs` a few times a second until the shell has said `Stopped` `reports` times;
  /// false if it never does in 9 s.
  func waitForStopped(in session: TmuxSession, reports: Int) async throws -> Bool {
    for _ in 0..<30 {
      try enter("jobs", in: session)
      try await Task.sleep(for: .milliseconds(300))
      if try session.screen().filter({ $0.contains("Stopped") }).count >= reports { return true }
    }
    return false
  }

  @Test("^Z, bg, fg while the pipe's writer runs on: the job stops again, and fg brings it back")
  func backgroundThenForeground() async throws {
    let document = SplitDocument(count: 200, rest: 0)
    let head = try ListTUIProcess.temporaryFile(document.head, name: "head.json")
    let marker = head + ".done"
    defer {
      try? FileManager.default.removeItem(
        atPath: URL(filePath: head).deletingLastPathComponent().path)
    }
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    // Whatever happens, the writer is let go before the session closes and the folder goes.
    defer { FileManager.default.createFile(atPath: marker, contents: Data()) }
    let app = [ListTUIProcess.binary, "--no-images", "-"].map(ListTUISession.quoted)
      .joined(separator: " ")
    // The writer sends the first entries and holds the pipe open: the app is still loading,
    // and the job has more processes that do not stop by themselves. It holds it until the
    // test ends, not for a time: a writer that slept 60 s closed the pipe while a loaded run
    // of the whole suite still waited for the first screen, and the app rightly said
    // `incomplete: <stdin>:201:60: malformed JSON: unexpected end of input`.
    let writer =
      "(cat \(ListTUISession.quoted(head)); "
      + "while [ ! -e \(ListTUISession.quoted(marker)) ]; do sleep 0.1; done)"
    try enter("PS1='$ '; \(writer) | TERM=xterm-256color \(app)", in: session)
    let loading = try await session.wait(timeout: .seconds(10)) {
      try session.screen().last?.contains("loading… 200 entries") == true
    }
    let first = try session.screen().joined(separator: "\n")
    #expect(loading, "\(first)")
    try session.sendKeys("C-z")
    #expect(try await waitForStopped(in: session, reports: 1))
    // The screen cleared, so that only what `jobs` says from here on counts.
    try enter("clear; bg", in: session)
    // Continued in the background, the whole job stops again (the writer with it), so the
    // shell counts it stopped, and continues it on `fg`.
    let stoppedAgain = try await waitForStopped(in: session, reports: 1)
    let shell = try session.screen().joined(separator: "\n")
    #expect(stoppedAgain, "\(shell)")
    #expect(try session.display("#{alternate_on}") == "0", "it drew over the shell")
    try enter("fg", in: session)
    let redrawn = try await session.wait(timeout: .seconds(10)) {
      try session.display("#{alternate_on}") == "1"
        && session.screen().last?.contains("loading… 200 entries") == true
    }
    let back = try session.screen().joined(separator: "\n")
    #expect(redrawn, "fg drew nothing: \(back)")
    // Its keys are its own again, one at a time, not echoed by the terminal.
    try session.sendKeys("j")
    let moved = try await session.wait(timeout: .seconds(10)) {
      try session.screen().last?.hasPrefix(" 2/") == true
    }
    let after = try session.screen().joined(separator: "\n")
    #expect(moved, "\(after)")
    try session.sendKeys("q")
    let quit = try await session.wait(timeout: .seconds(10)) {
      try session.display("#{alternate_on}") == "0"
    }
    #expect(quit)
  }
}
