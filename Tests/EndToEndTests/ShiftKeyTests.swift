import Foundation
import Testing

@Suite("Keys with Shift that terminfo lists, in tmux")
struct ShiftKeyTests {
  /// A key with Shift as xterm sends it, and the status line (or the history row, for Left and
  /// Right) once it has acted as the plain key on the bundled demo's feed.
  struct Press: Sendable {
    /// The name of the key, for failures.
    var name: String
    /// The bytes the terminal sends.
    var sequence: String
    /// Whether the screen shows what the plain key does.
    var shows: @Sendable ([String]) -> Bool
  }

  /// Shift with each arrow, page, Home and End, in an order in which each moves: xterm's
  /// terminfo lists them (as `kind`, `kri`, `kNXT`, `kPRV`, `kEND`, `kHOM`, `kLFT`, `kRIT`,
  /// and again as `kUP` and `kDN`), so curses reads them as keys of its own, not sequences.
  static let presses: [Press] = [
    Press(name: "Shift+Down", sequence: "\u{1B}[1;2B") { $0.last == " 2/36 history" },
    Press(name: "Shift+Right", sequence: "\u{1B}[1;2C") { historyRow($0).contains("[ainame]") },
    Press(name: "Shift+Left", sequence: "\u{1B}[1;2D") { historyRow($0).contains("[はるママ]") },
    Press(name: "Shift+Up", sequence: "\u{1B}[1;2A") { $0.last == " 1/36 profile summary" },
    Press(name: "Shift+End", sequence: "\u{1B}[1;2F") { $0.last == " 36/36 entry" },
    Press(name: "Shift+Home", sequence: "\u{1B}[1;2H") { $0.last == " 1/36 profile summary" },
    Press(name: "Shift+PgDn", sequence: "\u{1B}[6;2~") {
      $0.last?.hasSuffix(" entry") == true && $0.last != " 36/36 entry"
    },
    Press(name: "Shift+PgUp", sequence: "\u{1B}[5;2~") { $0.last == " 1/36 profile summary" },
  ]

  /// The history row of the demo's feed, or "" when it is not on the screen.
  static func historyRow(_ screen: [String]) -> String {
    screen.first { $0.contains("はるママ") && $0.contains("ainame") } ?? ""
  }

  @Test(
    "Shift with arrows, pages, Home and End acts as the plain key, whatever TERM says",
    arguments: ["xterm-256color", "tmux-256color", "xterm", "screen"])
  func shiftedKeys(term: String) async throws {
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: ["TERM": term], height: 12)
    defer { app.close() }
    for press in Self.presses {
      try app.tmux.sendLiteral(press.sequence)
      let seen = try await app.tmux.wait { try press.shows(texts(app.screen())) }
      let screen = try app.screen().joined(separator: "\n")
      #expect(seen, "\(press.name) with TERM=\(term):\n\(screen)")
      guard seen else { return }
    }
  }
}
