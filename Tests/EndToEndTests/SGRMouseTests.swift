import Foundation
import Testing

/// The mouse under tmux's own terminal type, whose terminfo entry says X10 (`kmous=\E[M`):
/// the app asks for SGR reports all the same, so clicks past column 223 and Shift with the
/// wheel arrive whole.
@Suite("SGR mouse reports under TERM=tmux-256color, in a real terminal (tmux)")
struct SGRMouseTests {
  /// The terminal type whose entry says X10.
  static let term = "tmux-256color"

  /// An SGR report of `button` at a column and line (0-based): a press, or a release.
  static func report(_ button: Int, x: Int, y: Int, release: Bool = false) -> String {
    "\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")"
  }

  @Test("A click at column 230 of a 240-column window selects the row there")
  func wideClick() async throws {
    // No pictures: at this width, the first one would fill the screen.
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: ["TERM": Self.term], width: 240)
    defer { app.close() }
    #expect(try app.modes().sgrMouse, "the app did not ask for SGR reports")
    let rows = try DoubleClickTests.bylines(try app.screen())
    try app.tmux.sendLiteral(
      Self.report(0, x: 230, y: rows.second) + Self.report(0, x: 230, y: rows.second, release: true)
    )
    let selected = try await app.tmux.wait { selectedLine(try app.screen()) == rows.second }
    let screen = try app.screen()
    #expect(selected, "the click did not select its row:\n\(screen.joined(separator: "\n"))")
    #expect(screen.first?.hasPrefix("demo.json (bundled) › Feed  ") == true, "nothing opened")
  }

  @Test("Shift with the wheel, and the sideways wheel (buttons 66 and 67), scroll the history row")
  func shiftWheel() async throws {
    let app = try await ListTUISession(
      arguments: [ListTUIProcess.fixture("polish.json")], environment: ["TERM": Self.term],
      width: 40, height: 12)
    defer { app.close() }
    try #require(try SidewaysScrollTests.historyRow(app).hasPrefix(" ainame  bell"))
    // Shift (4) with the wheel down (65), then up (64).
    try app.tmux.sendLiteral(Self.report(69, x: 10, y: 6))
    let scrolled = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix("‹ bell")
    }
    #expect(scrolled, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
    #expect(try app.screen().last?.hasPrefix(" 1/9 profile summary") == true)
    try app.tmux.sendLiteral(Self.report(68, x: 10, y: 6))
    let back = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix(" ainame  bell")
    }
    #expect(back, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
    try app.tmux.sendLiteral(Self.report(67, x: 10, y: 6))
    let right = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix("‹ bell")
    }
    #expect(right, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
    try app.tmux.sendLiteral(Self.report(66, x: 10, y: 6))
    let left = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix(" ainame  bell")
    }
    #expect(left, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
  }

  @Test("SGR reports go on at start and after fg, and off for ^Z and on quitting")
  func modeOnAndOff() async throws {
    let suspend = SuspendTests()
    let (session, record, folder) = try await suspend.start(term: Self.term)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    let on = "\u{1B}[?1006h"
    let off = "\u{1B}[?1006l"
    /// What was recorded, and whether the pane has SGR reports on.
    func state() throws -> (output: String, sgr: Bool) {
      let output = String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self)
      return (output, try session.display("#{mouse_sgr_flag}") == "1")
    }
    /// Whether `output` turns SGR reports on or off last.
    func last(_ mode: String, in output: String) -> Bool {
      guard let at = output.range(of: mode, options: .backwards) else { return false }
      let other = output.range(of: mode == on ? off : on, options: .backwards)
      return other.map { $0.lowerBound < at.lowerBound } ?? true
    }
    var now = try state()
    #expect(last(on, in: now.output) && now.sgr, "at start: \(now.output.debugDescription)")
    try session.sendKeys("C-z")
    #expect(try await suspend.waitForStopped(in: session))
    now = try state()
    #expect(
      last(off, in: now.output) && !now.sgr, "stopped: \(now.output.suffix(300).debugDescription)")
    try suspend.enter("fg", in: session)
    let back = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(back)
    let resumed = try await session.wait {
      let now = try state()
      return last(on, in: now.output) && now.sgr
    }
    let afterFg = try state().output.suffix(300)
    #expect(resumed, "after fg: \(afterFg.debugDescription)")
    try session.sendKeys("q")
    let quit = try await session.wait {
      let now = try state()
      return last(off, in: now.output) && !now.sgr
    }
    let afterQuit = try state().output.suffix(300)
    #expect(quit, "after quit: \(afterQuit.debugDescription)")
  }
}
