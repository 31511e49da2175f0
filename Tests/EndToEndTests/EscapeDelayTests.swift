import Foundation
import Testing

@Suite("ESCDELAY sets how long an Escape waits for the rest of a key, as in curses apps (tmux)")
struct EscapeDelayTests {
  /// The settled screen after Down, pressed whole, in a session with no `ESCDELAY`.
  func screenAfterDown() async throws -> [String] {
    let app = try await ListTUISession(arguments: ["--no-images"])
    defer { app.close() }
    let start = try await app.settledScreen()
    try app.tmux.sendKeys("Down")
    try await app.tmux.wait { try app.screen() != start }
    return try await app.settledScreen()
  }

  /// The settled screen after Down's sequence, `ESC [B`, arrives in two parts 150 ms apart,
  /// as over a slow link, with `ESCDELAY` set to `delay` (unset when nil).
  func screenAfterSplitDown(escapeDelay delay: String?) async throws -> [String] {
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: delay.map { ["ESCDELAY": $0] } ?? [:])
    defer { app.close() }
    _ = try await app.settledScreen()
    try app.tmux.sendLiteral("\u{1B}")
    try await Task.sleep(for: .milliseconds(150))
    try app.tmux.sendLiteral("[B")
    try await Task.sleep(for: .milliseconds(300))
    return try await app.settledScreen()
  }

  @Test("ESCDELAY=1000: Down split 150 ms apart is Down", arguments: ["1000", "0x3e8"])
  func honoured(delay: String) async throws {
    let expected = try await screenAfterDown()
    let screen = try await screenAfterSplitDown(escapeDelay: delay)
    #expect(
      screen == expected,
      "\(screen.joined(separator: "\n"))\n\nexpected:\n\(expected.joined(separator: "\n"))")
  }

  @Test("ESCDELAY unset, or no number curses reads: 25 ms, so the split Down is no Down")
  func defaultKept() async throws {
    let down = try await screenAfterDown()
    for delay in [nil, "soon", "-5"] {
      let screen = try await screenAfterSplitDown(escapeDelay: delay)
      #expect(screen != down, "ESCDELAY=\(delay ?? "unset"):\n\(screen.joined(separator: "\n"))")
    }
  }
}
