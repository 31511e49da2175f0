import Foundation
import Testing

@Suite("The terminal's answers to the app's queries never land in the shell (tmux)")
struct OwedAnswerTests {
  /// A shell in a tmux that answers the question about the background with `#123456`, and the
  /// demo's command line, app and all: what it runs after the app is up to `then`.
  ///
  /// The shell says `READY` and waits a second, so that keys sent meanwhile are typed ahead:
  /// the app reads them before the terminal's answers, which tmux sends only once it has
  /// asked. `before` runs before that, `after` after it.
  static func start(
    before: String = "", after: String = "", then command: String
  ) async throws -> (session: TmuxSession, folder: URL) {
    let session = try TmuxSession(
      command: "bash --norc --noprofile -i", options: ["window-style": "bg=#123456"])
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-answers-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // With pictures, which is when the app asks.
    let app = ListTUISession.quoted(ListTUIProcess.binary)
    // `READY` once the shell runs the line, not before it has read it (a loaded machine).
    // In a subshell that ^C does not end, as the app sends SIGINT to its process group; an
    // interactive shell would give up the rest of the line.
    try session.sendLiteral(
      "\(before)echo RE\"\"ADY; sleep 1; \(after)"
        + "(trap : INT; TERM=xterm-256color \(app); echo EXIT=$?; \(command))")
    try session.sendKeys("Enter")
    try await session.wait(timeout: .seconds(10)) { try session.screen().contains("READY") }
    return (session, folder)
  }

  /// After the app: whatever reaches the shell within a second, made visible (`cat -v`).
  static let leftover =
    #"read -r -t 1 -n 200 left; printf 'LEFT=[%s]\n' "$left" | cat -v"#

  /// The line the shell printed for what it was left, once it has.
  static func left(in session: TmuxSession) async throws -> String? {
    var line: String?
    try await session.wait(timeout: .seconds(15)) {
      // Not the command line's own echo, which may wrap at `LEFT=[%s]…` in a narrow pane.
      line = try session.screen().last { $0.hasPrefix("LEFT=[") && $0.hasSuffix("]") }
      return line != nil
    }
    return line
  }

  @Test(
    "Quit by keys typed ahead, before it read the answers: the shell gets only what was typed after q",
    arguments: [("q", "LEFT=[]"), ("qls", "LEFT=[ls]")])
  func quitBeforeAnswers(typed: String, expected: String) async throws {
    let (session, folder) = try await Self.start(then: Self.leftover)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendLiteral(typed)
    let line = try await Self.left(in: session)
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains("EXIT=0"), "\(screen)")
    #expect(line == expected, "\(screen)")
  }

  @Test("Ended by ^C typed ahead, before it read the answers: the crash guard reads them first")
  func interruptedBeforeAnswers() async throws {
    // Typed while signals are off, ^C waits in the input as a character, for the app to read
    // as ^C and raise SIGINT, as it does for a typed ^C.
    let (session, folder) = try await Self.start(
      before: "stty -isig; ", after: "stty isig; ", then: Self.leftover)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.sendKeys("C-c")
    let line = try await Self.left(in: session)
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains("EXIT=130"), "\(screen)")
    #expect(line == "LEFT=[]", "\(screen)")
  }

  @Test("Continued with fg after ^Z, it asks for the background again: the theme may have changed")
  func asksAgainAfterResume() async throws {
    let (session, folder) = try await Self.start(then: "")
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    let record = folder.appending(path: "output")
    try session.startRecording(to: record.path)
    try await session.wait(timeout: .seconds(15)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    let query = "\u{1B}]11;?"
    func queries() -> Int {
      let output = (try? String(contentsOf: record, encoding: .isoLatin1)) ?? ""
      return output.components(separatedBy: query).count - 1
    }
    #expect(queries() == 1)
    try session.sendKeys("C-z")
    // The shell's report, on its own screen: it reports the job stopped only once the app has
    // given the terminal back, as the app stops the subshell that runs it only then.
    let stopped = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    let shell = try session.screen().joined(separator: "\n")
    #expect(stopped, "\(shell)")
    try session.sendLiteral("fg")
    try session.sendKeys("Enter")
    let asked = try await session.wait(timeout: .seconds(10)) { queries() == 2 }
    #expect(asked, "queries sent: \(queries())")
    try session.sendKeys("q")
    let exited = try await session.wait(timeout: .seconds(10)) {
      try session.display("#{alternate_on}") == "0"
    }
    #expect(exited)
  }
}
