import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The filter prompt shows the terminal's cursor at its insertion point (tmux)")
struct FilterCursorSessionTests {
  /// The pane's cursor: column, row and whether it is visible.
  func cursor(_ app: ListTUISession) throws -> String {
    try app.tmux.display("#{cursor_x} #{cursor_y} #{cursor_flag}")
  }

  /// Waits until the pane's cursor is `expected`; returns whether it was.
  func waitForCursor(_ app: ListTUISession, _ expected: String) async throws -> Bool {
    try await app.tmux.wait { try cursor(app) == expected }
  }

  /// Expects the pane's cursor to become `expected`.
  func expectCursor(
    _ app: ListTUISession, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let reached = try await waitForCursor(app, expected)
    let now = try cursor(app)
    #expect(reached, "cursor at \(now), not \(expected)", sourceLocation: sourceLocation)
  }

  @Test("the cursor is visible on the prompt's ▏ while typing, and hidden after Esc")
  func promptCursor() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    #expect(try cursor(app).hasSuffix(" 0"), "a hidden cursor while browsing")
    try app.tmux.sendLiteral("/abc")
    try await expectCursor(app, "4 23 1")
    // Japanese text is two columns a character.
    try app.tmux.sendLiteral("日本")
    try await expectCursor(app, "8 23 1")
    #expect(try app.screen().last?.hasPrefix("/abc日本▏") == true)
    try app.tmux.sendKeys("Left", "Left")
    try await expectCursor(app, "4 23 1")
    try app.tmux.sendKeys("Escape")
    try await app.tmux.wait { try cursor(app).hasSuffix(" 0") }
    let after = try cursor(app)
    #expect(after.hasSuffix(" 0"), "cursor still shown: \(after)")
  }

  @Test("leaving with the cursor shown restores the terminal", arguments: ["C-c", "SIGTERM"])
  func restores(way: String) async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    try app.tmux.sendLiteral("/ab")
    #expect(try await waitForCursor(app, "3 23 1"))
    if way == "SIGTERM" {
      #expect(kill(try await app.pid(), SIGTERM) == 0)
    } else {
      try app.tmux.sendKeys(way)
    }
    _ = try await app.exitStatus()
    #expect(try app.modes() == .restored)
    let settings = app.settings()
    #expect(settings.after == settings.before)
  }
}
