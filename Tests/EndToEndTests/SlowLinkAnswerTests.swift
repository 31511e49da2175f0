import Foundation
import Testing

@Suite("Over a slow link, the terminal's late answers never land in the shell (tmux)")
struct SlowLinkAnswerTests {
  /// The relay that passes bytes between tmux and the shell 150 ms late each way.
  static let relay = ListTUIProcess.packageRoot.appending(
    path: "Tests/EndToEndTests/Support/lagpty.py")

  /// A shell behind a link with a round trip of 300 ms, in a tmux that answers the question
  /// about the background, running the app (with pictures, which is when it asks) after a
  /// second's sleep, and then `after`; keys sent once the shell says `READY` are typed ahead,
  /// so that the app reads them at once, before the answers.
  static func start(before: String = "", after: String) async throws -> TmuxSession {
    let session = try TmuxSession(
      command: "python3 \(ListTUISession.quoted(relay.path)) 0.15 "
        + "env PS1='in$ ' bash --norc --noprofile -i",
      options: ["window-style": "bg=#123456"])
    // Not before the shell behind the relay is up: keys typed before it reads them are lost.
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.hasPrefix("in$") }
    }
    let app = ListTUISession.quoted(ListTUIProcess.binary)
    // In a subshell that ^C does not end, as the app sends SIGINT to its process group.
    try session.sendLiteral(
      "\(before)echo RE\"\"ADY; sleep 1; "
        + "(trap : INT; TERM=xterm-256color \(app); echo EXIT=$?; \(after))")
    try session.sendKeys("Enter")
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0 == "READY" }
    }
    return session
  }

  /// After the app: whatever reaches the shell within two seconds, made visible (`cat -v`).
  static let leftover =
    #"read -r -t 2 -n 200 left; printf 'LEFT=[%s]\n' "$left" | cat -v"#

  /// The line the shell printed for what it was left, once it has.
  static func left(in session: TmuxSession) async throws -> String? {
    var line: String?
    try await session.wait(timeout: .seconds(15)) {
      line = try session.screen().last { $0.hasPrefix("LEFT=[") && $0.hasSuffix("]") }
      return line != nil
    }
    return line
  }

  @Test("Quit at once after starting: the answers, a round trip late, are read before the exit")
  func quitAtOnce() async throws {
    let session = try await Self.start(after: Self.leftover)
    defer { session.close() }
    try session.sendKeys("q")
    let line = try await Self.left(in: session)
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains("EXIT=0"), "\(screen)")
    #expect(line == "LEFT=[]", "\(screen)")
  }

  @Test("Ended by ^C at once after starting: the crash guard waits for the answers as long")
  func interruptedAtOnce() async throws {
    // Typed while signals are off, ^C waits in the input as a character, for the app to read
    // and raise SIGINT, whose handler reads the answers owed.
    let session = try await Self.start(before: "stty -isig; ", after: "stty isig; " + Self.leftover)
    defer { session.close() }
    try session.sendKeys("C-c")
    let line = try await Self.left(in: session)
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains("EXIT=130"), "\(screen)")
    #expect(line == "LEFT=[]", "\(screen)")
  }
}
