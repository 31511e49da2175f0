import Foundation
import Testing

@Suite("The listtui binary stopped with ^Z, in a shell")
struct SuspendTests {
  /// A shell in tmux running the app on the demo, recorded; the app is on screen.
  func start(
    term: String = "xterm-256color"
  ) async throws -> (
    session: TmuxSession, record: URL, folder: URL
  ) {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-suspend-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let record = folder.appending(path: "output")
    try session.startRecording(to: record.path)
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try enter("TERM=\(term) \(command)", in: session)
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    return (session, record, folder)
  }

  /// Types `jobs` a few times a second until the shell has said `Stopped` `reports` times
  /// (until the job stops, `jobs` says it is running); false if it never does in 9 s.
  func waitForStopped(in session: TmuxSession, reports: Int = 1) async throws -> Bool {
    for _ in 0..<30 {
      try enter("jobs", in: session)
      try await Task.sleep(for: .milliseconds(300))
      if try session.screen().filter({ $0.contains("Stopped") }).count >= reports { return true }
    }
    return false
  }

  /// Types a command line into the shell and presses Enter.
  func enter(_ line: String, in session: TmuxSession) throws {
    try session.sendLiteral(line)
    try session.sendKeys("Enter")
  }

  @Test(
    "On a terminal with no alternate screen, ^Z clears the frame, and fg draws it again",
    arguments: ["linux", "vt100"])
  func suspendWithoutAlternateScreen(term: String) async throws {
    let (session, _, folder) = try await start(term: term)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendKeys("C-z")
    let stopped = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    let screen = try session.screen().joined(separator: "\n")
    #expect(stopped, "\(screen)")
    #expect(!screen.contains("profile summary") && !screen.contains("Feed"), "\(screen)")
    #expect(!screen.contains("$<"), "the clear's padding is not text: \(screen)")
    try enter("fg", in: session)
    let redrawn = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    let after = try session.screen().joined(separator: "\n")
    #expect(redrawn, "\(after)")
    try session.sendKeys("q")
  }

  @Test("Continued in the background (bg), it stops again rather than draw over the shell")
  func continuedInBackground() async throws {
    let (session, _, folder) = try await start()
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendKeys("C-z")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    try enter("bg", in: session)
    // It stops again a moment after it is continued: until then `jobs` says it is running.
    let stoppedAgain = try await waitForStopped(in: session, reports: 2)
    try await Task.sleep(for: .milliseconds(300))
    let shell = try session.screen().joined(separator: "\n")
    #expect(stoppedAgain, "\(shell)")
    #expect(try session.display("#{alternate_on}") == "0", "it drew over the shell")
    #expect(try session.display("#{mouse_any_flag}") == "0", "it turned the mouse on")
    try enter("fg", in: session)
    let redrawn = try await session.wait(timeout: .seconds(10)) {
      try session.display("#{alternate_on}") == "1"
        && session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(redrawn)
    // Its keys are its own again, one at a time.
    try session.sendKeys("j")
    let moved = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("2/36") }
    }
    let after = try session.screen().joined(separator: "\n")
    #expect(moved, "\(after)")
    try session.sendKeys("q")
  }

  @Test("A resize while stopped is drawn as soon as fg continues it, with no key pressed")
  func resizeWhileStopped() async throws {
    let (session, _, folder) = try await start()
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendKeys("C-z")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    try session.resize(width: 40, height: 12)
    try enter("fg", in: session)
    let redrawn = try await session.wait(timeout: .seconds(10)) {
      let screen = try session.screen()
      return screen.count == 12 && screen[0].hasSuffix("? help") && screen[0].count <= 40
        && screen[11].hasPrefix(" 1/")
    }
    let screen = try session.screen().joined(separator: "\n")
    #expect(redrawn, "\(screen)")
    try session.sendKeys("q")
  }

  @Test("Killed while stopped (kill %1), it leaves the shell's screen and modes as they are")
  func killedWhileStopped() async throws {
    let (session, record, folder) = try await start()
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendKeys("C-z")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    // The shell's prompt after the job's `Stopped`: typed before it, on a loaded machine, the
    // command could be read while the terminal was still changing hands.
    try await session.wait(timeout: .seconds(10)) {
      let lines = try session.screen()
      guard let stopped = lines.firstIndex(where: { $0.contains("Stopped") }) else { return false }
      return lines[stopped...].contains { $0.hasSuffix("#") || $0.hasSuffix("$") }
    }
    try enter("echo MARK; kill %1", in: session)
    // Bash says how the job ended before a later prompt, once it has reaped it: it may miss
    // the job's end while its `kill` runs, and looks again when a command it starts ends, so
    // run one (`/bin/true`, not a builtin) until it does, a few times a second, so that the
    // prompts do not scroll MARK and the report off the screen.
    var done = false
    for _ in 0..<40 where !done {
      done = try session.screen().contains { $0.contains("Terminated") }
      if !done {
        try enter("/bin/true", in: session)
        try await Task.sleep(for: .milliseconds(250))
      }
    }
    let shown = try session.screen().joined(separator: "\n")
    #expect(done, "\(shown)")
    try session.stopRecording()
    let text = String(decoding: try Data(contentsOf: record), as: UTF8.self)
    // The alternate screen was left once, at ^Z; leaving it again would move the cursor back
    // over the shell's lines.
    #expect(text.components(separatedBy: "\u{1B}[?1049l").count == 2)
    let screen = try session.screen()
    let mark = try #require(screen.firstIndex(of: "MARK"))
    #expect(screen[(mark + 1)...].contains { $0.contains("Terminated") })
  }

  @Test(
    "Started in the background (&), it waits stopped, draws nothing, and fg opens it and gives back the shell's own settings"
  )
  func startedInBackground() async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    try enter("PS1='$ '; cd \"$(mktemp -d)\"", in: session)
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    // The settings a command gets, as the shell gives them; at its prompt, line editing has
    // its own (no echo, a key at a time).
    try enter("stty -g > before.txt; \(command) &", in: session)
    let stopped = try await waitForStopped(in: session)
    let shell = try session.screen().joined(separator: "\n")
    #expect(stopped, "\(shell)")
    #expect(try session.display("#{alternate_on}") == "0", "it drew over the shell")
    #expect(!shell.contains("profile summary"), "it drew over the shell: \(shell)")
    try enter("fg", in: session)
    let opened = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(opened)
    try session.sendKeys("q")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    try enter(
      "stty -g | cmp - before.txt && echo SAME-SETTINGS; rm before.txt; rmdir \"$PWD\"", in: session
    )
    let same = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0 == "SAME-SETTINGS" }
    }
    let after = try session.screen().joined(separator: "\n")
    #expect(same, "\(after)")
  }

  @Test("Started in the background and killed before fg, it writes nothing to the terminal")
  func killedBeforeForeground() async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-bgkill-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appending(path: "output")
    try enter("PS1='$ '", in: session)
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try enter("\(command) &", in: session)
    #expect(try await waitForStopped(in: session))
    try session.startRecording(to: record.path)
    try enter("kill %1; sleep 0.3; echo KILLED", in: session)
    let done = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0 == "KILLED" }
    }
    #expect(done)
    try await Task.sleep(for: .milliseconds(300))
    try session.stopRecording()
    let text = String(decoding: try Data(contentsOf: record), as: UTF8.self)
    // Leaving an alternate screen it never entered would move the shell's cursor to the top.
    #expect(!text.contains("\u{1B}[?1049l"), "\(text.debugDescription)")
  }
}
