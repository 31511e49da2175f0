import Foundation
import Testing

@Suite("F-keys, Ctrl with the arrows and the Replies header, pressed in tmux")
struct NewKeysSessionTests {
  /// ann's root post and two replies to it.
  static let thread = """
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f3", "user": "u2", "comment": "late", "postedAt": "2024-01-09T00:00:00Z",
       "replyTo": {"entry": "f1"}},
      {"id": "f2", "user": "u1", "comment": "early", "postedAt": "2024-01-02T00:00:00Z",
       "replyTo": {"entry": "f1"}},
      {"id": "f1", "user": "u1", "comment": "root", "postedAt": "2024-01-01T00:00:00Z"}
    ]}
    """

  /// The app on the entry screen of screens.json, on its author, with `TERM` set to `term`.
  private func entryScreen(term: String) async throws -> ListTUISession {
    let app = try await ListTUISession(
      arguments: [ListTUIProcess.fixture("screens.json")], environment: ["TERM": term])
    try app.tmux.sendKeys("j", "j", "Enter")
    try await expect(app, "the entry screen, on its author") { $0.last == " 1/3 author" }
    return app
  }

  /// Waits until the screen satisfies `condition`, and records the screen if it never does.
  private func expect(
    _ app: ListTUISession, _ description: String, _ condition: @escaping ([String]) -> Bool
  ) async throws {
    let seen = try await app.tmux.wait { try condition(texts(app.screen())) }
    let screen = try app.screen().joined(separator: "\n")
    #expect(seen, "waiting for \(description):\n\(screen)")
  }

  @Test(
    "F5 says it does nothing here, and Ctrl+Up moves up as Up does, whatever TERM lists",
    arguments: ["xterm-256color", "tmux-256color", "screen"])
  func functionKeyAndControlUp(term: String) async throws {
    let app = try await entryScreen(term: term)
    defer { app.close() }
    // tmux sends each key as the pane's terminal would: F5 as `ESC [15~`, C-Up as `ESC [1;5A`,
    // which curses decodes from terminfo (kf5, kUP5) or, where the entry lacks them, the app.
    try app.tmux.sendKeys("F5")
    try await expect(app, "F5's message") {
      $0.last?.contains("F5 does nothing here") == true && $0.last?.hasSuffix("1/3 author") == true
    }
    try app.tmux.sendKeys("j")
    try await expect(app, "the comment, the message gone") { $0.last == " 2/3 comment" }
    try app.tmux.sendKeys("C-Up")
    try await expect(app, "the author again after Ctrl+Up") { $0.last == " 1/3 author" }
    try app.tmux.sendKeys("C-End")
    try await expect(app, "the last row after Ctrl+End") { $0.last == " 3/3 details" }
    try app.tmux.sendKeys("IC")
    try await expect(app, "Insert's message") {
      $0.last?.hasPrefix(" Insert does nothing here") == true
    }
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test("Up from the first reply reaches the Replies header; Enter folds it, Space unfolds it")
  func repliesHeader() async throws {
    let path = try ListTUIProcess.temporaryFile(Self.thread)
    let app = try await ListTUISession(arguments: [path], environment: ["TERM": "xterm-256color"])
    defer { app.close() }
    // The feed lists the replies first, newest first: the root is the third row.
    try app.tmux.sendKeys("G", "Enter")
    try await expect(app, "the root's entry screen") { $0.last == " 1/6 author" }
    // End selects the last reply; Up the first, then the header.
    try app.tmux.sendKeys("G", "Up", "Up")
    try await expect(app, "the header selected, and what folds it") {
      $0.contains("> ▾ Replies 2") && $0.last == " 4/6 replies · Enter or Space folds"
    }
    try app.tmux.sendKeys("Enter")
    try await expect(app, "the replies folded") {
      $0.contains("> ▸ Replies 2") && !$0.contains("  early")
        && $0.last == " 4/4 replies · Enter or Space expands"
    }
    try app.tmux.sendKeys("Space")
    try await expect(app, "the replies unfolded") {
      $0.contains("> ▾ Replies 2") && $0.contains("  early")
    }
  }
}
