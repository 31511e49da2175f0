import Foundation
import Testing

/// A press and a release of the left button at a column and line (0-based), as a terminal
/// reports them in one of its mouse protocols.
enum MouseProtocol: String, CaseIterable, CustomStringConvertible {
  /// The xterm (X10) report: ESC [ M, then button, column and line, each plus 32.
  case x10
  /// The SGR (1006) report: ESC [ < button ; column ; line, then M for a press, m for a release.
  case sgr

  var description: String { rawValue }

  /// The terminal type that makes ncurses read this protocol.
  var term: String { self == .x10 ? "screen" : "xterm-256color" }

  /// A click: the press and the release.
  func click(x: Int, y: Int) -> String {
    switch self {
    case .x10:
      func report(_ button: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button)))
          + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
      }
      return report(0) + report(3)
    case .sgr:
      return "\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m"
    }
  }
}

@Suite("Clicks in a real terminal (tmux), in both mouse protocols")
struct DoubleClickTests {
  /// The demo's first two entries' bylines, found on the first screen.
  static func bylines(_ screen: [String]) throws -> (first: Int, second: Int) {
    let rows = screen.indices.filter { screen[$0].contains(" · 2016-") }
    try #require(
      rows.count >= 2, "two entries on the first screen:\n\(screen.joined(separator: "\n"))")
    return (rows[0], rows[1])
  }

  @Test(
    "Two quick clicks on different rows select the second and open nothing",
    arguments: MouseProtocol.allCases)
  func differentRows(_ mouse: MouseProtocol) async throws {
    let app = try await ListTUISession(environment: ["TERM": mouse.term])
    defer { app.close() }
    let rows = try Self.bylines(try app.screen())
    // Both clicks in one write: well within the double-click interval.
    try app.tmux.sendLiteral(mouse.click(x: 10, y: rows.first) + mouse.click(x: 10, y: rows.second))
    let selected = try await app.tmux.wait { selectedLine(try app.screen()) == rows.second }
    let screen = try app.screen()
    #expect(selected, "the second row is not selected:\n\(screen.joined(separator: "\n"))")
    // Still on the feed: an opened entry would add its crumb to the title bar.
    try app.tmux.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(300))
    #expect(try app.screen().first?.hasPrefix("demo.json (bundled) › Feed  ") == true)
    #expect(try app.screen().last?.hasPrefix(" 4/") == true)
  }

  @Test("Two quick clicks on the same row open it", arguments: MouseProtocol.allCases)
  func sameRow(_ mouse: MouseProtocol) async throws {
    let app = try await ListTUISession(environment: ["TERM": mouse.term])
    defer { app.close() }
    let rows = try Self.bylines(try app.screen())
    try app.tmux.sendLiteral(
      mouse.click(x: 10, y: rows.second) + mouse.click(x: 10, y: rows.second))
    let opened = try await app.tmux.wait {
      try app.screen().first?.hasPrefix("demo.json (bundled) › Feed › Entry by") == true
    }
    let screen = try app.screen().joined(separator: "\n")
    #expect(opened, "the entry did not open:\n\(screen)")
  }
}
