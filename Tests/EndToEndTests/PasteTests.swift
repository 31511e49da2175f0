import Foundation
import Testing

@Suite("Bracketed paste in a real terminal (tmux)")
struct PasteTests {
  /// Pastes text as a terminal does, bracketed when the app asked for it.
  static func paste(_ text: String, into app: ListTUISession) throws {
    try app.tmux.tmux(["set-buffer", "-b", "e2e", text])
    try app.tmux.tmux(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", "e2e"])
  }

  @Test("A paste with a line break goes into the filter as text; nothing after it runs as keys")
  func pasteIntoFilter() async throws {
    let app = try await ListTUISession(arguments: [ListTUIProcess.fixture("screens.json")])
    defer { app.close() }
    try app.tmux.sendKeys("/")
    try await app.tmux.wait { try app.screen().last?.hasPrefix("/▏") == true }
    try Self.paste("soba\ncat", into: app)
    let typed = try await app.tmux.wait {
      try app.screen().last?.hasPrefix("/soba cat▏") == true
    }
    let screen = try app.screen().joined(separator: "\n")
    #expect(typed, "\(screen)")
    #expect(try await app.isRunning())
  }

  @Test("A paste on the feed opens the filter with it, and never runs its letters as commands")
  func pasteOnFeed() async throws {
    let app = try await ListTUISession(arguments: [ListTUIProcess.fixture("screens.json")])
    defer { app.close() }
    try Self.paste("jjjq", into: app)
    let typed = try await app.tmux.wait { try app.screen().last?.hasPrefix("/jjjq▏") == true }
    let screen = try app.screen().joined(separator: "\n")
    #expect(typed, "\(screen)")
    #expect(try await app.isRunning())
    // Escape and q in one write would be Alt+q, one key: Escape first, then q once it is read.
    try app.tmux.sendKeys("Escape")
    let cleared = try await app.tmux.wait { try app.screen().last?.hasPrefix("/jjjq") == false }
    #expect(cleared)
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test(
    "A paste holding ^Z, ^C or ^\\ raises no signal: the app runs on, and nothing reaches the shell",
    arguments: ["cats\u{1A}echo PWNED\n", "abc\u{03}def", "abc\u{1C}def"])
  func pasteWithSignalCodes(text: String) async throws {
    let app = try await ListTUISession(arguments: [ListTUIProcess.fixture("screens.json")])
    defer { app.close() }
    try app.tmux.sendKeys("/")
    try await app.tmux.wait { try app.screen().last?.hasPrefix("/▏") == true }
    try Self.paste(text, into: app)
    let kept = text.filter { $0.asciiValue.map { $0 >= 0x20 } ?? true }
    let typed = try await app.tmux.wait { try app.screen().last?.contains(kept.prefix(3)) == true }
    try await Task.sleep(for: .milliseconds(200))
    let screen = try app.screen().joined(separator: "\n")
    #expect(typed, "\(screen)")
    #expect(try await app.isRunning(), "\(screen)")
    #expect(!screen.contains("Stopped"), "\(screen)")
    // Typed, not pasted, ^C still ends the app as SIGINT does.
    try app.tmux.sendKeys("C-c")
    #expect(try await app.exitStatus() == 130)
  }
}
