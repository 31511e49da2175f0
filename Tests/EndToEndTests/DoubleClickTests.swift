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

  /// A terminal type whose terminfo entry names this protocol (`kmous`); the app reads both
  /// under any type.
  var term: String { self == .x10 ? "screen" : "xterm-256color" }

  /// A report of the pointer moving to a column and line with no button down, as a terminal
  /// sends in its any-motion mode; the buttons of a drag or another press, with `button`.
  func motion(x: Int, y: Int, button: Int = 35) -> String {
    switch self {
    case .x10:
      "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button)))
        + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
    case .sgr:
      "\u{1B}[<\(button);\(x + 1);\(y + 1)M"
    }
  }

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
    // The second row, cut at the bottom of the screen, scrolls into view as it is selected.
    let selected = try await app.tmux.wait { try app.screen().last?.hasPrefix(" 4/") == true }
    let screen = try app.screen()
    #expect(selected, "the second row is not selected:\n\(screen.joined(separator: "\n"))")
    // Still on the feed: an opened entry would add its crumb to the title bar.
    try app.tmux.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(300))
    #expect(try app.screen().first?.hasPrefix("demo.json (bundled) › Feed  ") == true)
    #expect(try app.screen().last?.hasPrefix(" 4/") == true)
  }

  @Test(
    "A triple click opens the entry, and its third click does nothing on the entry's screen",
    arguments: MouseProtocol.allCases)
  func tripleClick(_ mouse: MouseProtocol) async throws {
    let app = try await ListTUISession(environment: ["TERM": mouse.term])
    defer { app.close() }
    let rows = try Self.bylines(try app.screen())
    try app.tmux.sendLiteral(String(repeating: mouse.click(x: 10, y: rows.first), count: 3))
    let opened = try await app.tmux.wait { try app.screen().first?.contains("› Entry") == true }
    try await Task.sleep(for: .milliseconds(300))
    let screen = try app.screen()
    #expect(opened, "the entry did not open:\n\(screen.joined(separator: "\n"))")
    // The entry's screen opens on its author; a third click would have selected another row.
    #expect(screen.last?.hasPrefix(" 1/") == true, "\(screen.joined(separator: "\n"))")
  }

  @Test(
    "Reports it did not ask for (motion, a drag, other buttons) change nothing and never end it",
    arguments: MouseProtocol.allCases)
  func unaskedReports(_ mouse: MouseProtocol) async throws {
    let app = try await ListTUISession(environment: ["TERM": mouse.term])
    defer { app.close() }
    let before = try app.screen()
    // One report a write, each read alone: motion, a drag of the right button, and the middle
    // and right buttons pressed (the sideways wheel, 66 and 67, scrolls the history row).
    for (step, button) in ([35, 35, 35, 35, 35, 1, 2, 34, 35, 35] as [Int]).enumerated() {
      try app.tmux.sendLiteral(mouse.motion(x: 5 + step, y: 6, button: button))
      try await Task.sleep(for: .milliseconds(60))
    }
    try await Task.sleep(for: .milliseconds(300))
    #expect(try await app.isRunning(), "the app ended")
    let after = try app.screen()
    #expect(
      after == before,
      "\(before.joined(separator: "\n"))\n\nbecame\n\n\(after.joined(separator: "\n"))")
    try app.tmux.sendKeys("j")
    let moved = try await app.tmux.wait { try app.screen().last?.hasPrefix(" 2/") == true }
    let screen = try app.screen().joined(separator: "\n")
    #expect(moved, "j did not move:\n\(screen)")
    // A drag along a row, pressed and released: the press selects it; the motion with the
    // button held is not more presses, so nothing opens as a double click would.
    let rows = try Self.bylines(try app.screen())
    try app.tmux.sendLiteral(mouse.motion(x: 10, y: rows.second, button: 0))
    for step in 1...3 {
      try app.tmux.sendLiteral(mouse.motion(x: 10 + step, y: rows.second, button: 32))
    }
    try app.tmux.sendLiteral(
      mouse == .sgr
        ? "\u{1B}[<0;14;\(rows.second + 1)m" : mouse.motion(x: 13, y: rows.second, button: 3))
    let selected = try await app.tmux.wait { try app.screen().last?.hasPrefix(" 4/") == true }
    try await Task.sleep(for: .milliseconds(300))
    let dragged = try app.screen()
    #expect(selected && dragged.first?.hasPrefix("demo.json (bundled) › Feed  ") == true)
    #expect(try await app.isRunning())
  }

  @Test(
    "Two quick clicks on the same row open it, on one line or on two of its lines",
    arguments: MouseProtocol.allCases, [0, 1])
  func sameRow(_ mouse: MouseProtocol, secondLine: Int) async throws {
    let app = try await ListTUISession(environment: ["TERM": mouse.term])
    defer { app.close() }
    let rows = try Self.bylines(try app.screen())
    // The byline, then the byline or the comment under it: one entry's row.
    try app.tmux.sendLiteral(
      mouse.click(x: 10, y: rows.first) + mouse.click(x: 10, y: rows.first + secondLine))
    let opened = try await app.tmux.wait {
      try app.screen().first?.hasPrefix("demo.json (bundled) › Feed › Entry by") == true
    }
    let screen = try app.screen().joined(separator: "\n")
    #expect(opened, "the entry did not open:\n\(screen)")
  }
}
