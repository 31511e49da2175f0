import Foundation
import Testing

/// One mouse for every terminal type: the app asks for button-event reports in the SGR
/// encoding itself and reads them itself, whether the terminfo entry has no `kmous` at all
/// (`vt100`) or one that curses would decode (`xterm-256color`, `kmous=\E[<`).
@Suite("The mouse under TERM=vt100 and xterm-256color, asked for and read by the app (tmux)")
struct MouseEveryTermTests {
  /// The terminal types: one with no `kmous`, one whose `kmous` curses would decode.
  static let terms = ["vt100", "xterm-256color"]

  /// An SGR report of `button` at a column and line (0-based): a press, or a release.
  static func report(_ button: Int, x: Int, y: Int, release: Bool = false) -> String {
    "\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")"
  }

  /// Starts the app under `term` and waits for its first whole screen: `vt100` has no
  /// alternate screen for ``ListTUISession`` to wait for.
  static func start(
    term: String, arguments: [String], width: Int = 80, height: Int = 24, status: String
  ) async throws -> ListTUISession {
    let app = try await ListTUISession(
      arguments: arguments, environment: ["TERM": term], width: width, height: height,
      waitForScreen: false)
    let drawn = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().last?.hasPrefix(status) == true
    }
    guard drawn else {
      app.close()
      throw TmuxSession.Failure(description: "listtui did not draw its first screen")
    }
    return app
  }

  /// Waits until the pane has mouse reporting and the SGR encoding on, as a terminal must before
  /// it sends any report; false if it never does.
  static func mouseIsOn(_ app: ListTUISession) async throws -> Bool {
    try await app.tmux.wait {
      let modes = try app.modes()
      return modes.mouse && modes.sgrMouse
    }
  }

  @Test(
    "The app asks for the mouse; a click selects a row, and the wheel scrolls", arguments: terms)
  func clickAndWheel(term: String) async throws {
    let app = try await Self.start(term: term, arguments: ["--no-images"], status: " 1/36 ")
    defer { app.close() }
    let modes = try app.modes()
    let isOn = try await Self.mouseIsOn(app)
    #expect(isOn, "no mouse reports asked for: \(modes)")
    #expect(!modes.cursorVisible, "the cursor shows: \(modes)")
    let rows = try DoubleClickTests.bylines(try app.screen())
    try app.tmux.sendLiteral(
      Self.report(0, x: 10, y: rows.second) + Self.report(0, x: 10, y: rows.second, release: true))
    let selected = try await app.tmux.wait { selectedLine(try app.screen()) == rows.second }
    let clicked = try app.screen().joined(separator: "\n")
    #expect(selected, "the click did not select its row:\n\(clicked)")
    let before = try await app.settledScreen()
    try app.tmux.sendLiteral(Self.report(65, x: 10, y: 10))
    let scrolled = try await app.tmux.wait { try app.screen()[1] != before[1] }
    let wheeled = try app.screen().joined(separator: "\n")
    #expect(scrolled, "the wheel did not scroll:\n\(wheeled)")
    #expect(try app.screen().first?.hasPrefix("demo.json (bundled) › Feed  ") == true)
  }

  @Test("The sideways wheel (buttons 66 and 67) scrolls the history row", arguments: terms)
  func sidewaysWheel(term: String) async throws {
    let app = try await Self.start(
      term: term, arguments: [ListTUIProcess.fixture("polish.json")], width: 40, height: 12,
      status: " 1/9 profile summary")
    defer { app.close() }
    let isOn = try await Self.mouseIsOn(app)
    #expect(isOn, "no mouse reports asked for: \(String(describing: try? app.modes()))")
    try #require(try SidewaysScrollTests.historyRow(app).hasPrefix(" ainame  bell"))
    try app.tmux.sendLiteral(Self.report(67, x: 10, y: 6))
    let right = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix("‹ bell")
    }
    #expect(right, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
    #expect(try app.screen().last?.hasPrefix(" 1/9 profile summary") == true)
    try app.tmux.sendLiteral(Self.report(66, x: 10, y: 6))
    let left = try await app.tmux.wait {
      try SidewaysScrollTests.historyRow(app).hasPrefix(" ainame  bell")
    }
    #expect(left, "\(String(describing: try? SidewaysScrollTests.historyRow(app)))")
  }

  @Test(
    "Modes 1000 and 1006 go on at start and after fg, off for ^Z and on quitting; the cursor too",
    arguments: terms)
  func modesOnAndOff(term: String) async throws {
    let suspend = SuspendTests()
    let (session, record, folder) = try await suspend.start(term: term)
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    /// What was recorded.
    func output() -> String {
      String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self)
    }
    /// Whether the recorded bytes turn modes 1000 and 1006 on (or off) last, and so the cursor
    /// off (or on) last, and the pane has them so too.
    func isOn(_ on: Bool) throws -> Bool {
      let text = output()
      let sentLast = ["1000", "1006"].allSatisfy { mode in
        Self.last(on ? "h" : "l", of: "\u{1B}[?\(mode)", in: text)
      }
      let cursorHidden = Self.last(on ? "l" : "h", of: "\u{1B}[?25", in: text)
      let flags = try session.display("#{mouse_standard_flag}#{mouse_sgr_flag}#{cursor_flag}")
      return sentLast && cursorHidden && flags == (on ? "110" : "001")
    }
    /// The state seen, for messages.
    func seen() -> String {
      let flags = try? session.display("#{mouse_standard_flag}#{mouse_sgr_flag}#{cursor_flag}")
      return "flags \(flags ?? "?") after \(output().suffix(300).debugDescription)"
    }
    #expect(try await session.wait { try isOn(true) }, "at start: \(seen())")
    try session.sendKeys("C-z")
    // Off first, then `jobs`: typed before the app stops, it would be keys for the app.
    #expect(try await session.wait { try isOn(false) }, "stopped: \(seen())")
    #expect(try await suspend.waitForStopped(in: session))
    try suspend.enter("fg", in: session)
    let back = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(back)
    #expect(try await session.wait { try isOn(true) }, "after fg: \(seen())")
    try session.sendKeys("q")
    #expect(try await session.wait { try isOn(false) }, "after quit: \(seen())")
  }

  @Test(
    "--no-mouse sends nothing of the mouse, from start to quit and through ^Z", arguments: terms)
  func noMouseSendsNothing(term: String) async throws {
    let suspend = SuspendTests()
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let record = FileManager.default.temporaryDirectory.appending(
      path: "listtui-no-mouse-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: record) }
    try session.startRecording(to: record.path)
    let command = [ListTUIProcess.binary, "--no-images", "--no-mouse"]
      .map(ListTUISession.quoted).joined(separator: " ")
    try suspend.enter("TERM=\(term) \(command)", in: session)
    let drawn = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(drawn)
    try session.sendKeys("C-z")
    // The shell says so itself: `jobs` typed before the app stops would be keys for the app.
    let stopped = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("Stopped") }
    }
    #expect(stopped)
    try suspend.enter("fg", in: session)
    let back = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(back)
    try session.sendKeys("q")
    try await session.wait(timeout: .seconds(10)) {
      try !session.screen().contains { $0.contains("1/36 profile summary") }
    }
    // Typed to the shell once the app is gone: typed to the app, it would not come back.
    try suspend.enter("echo EXITED", in: session)
    let exited = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0 == "EXITED" }
    }
    #expect(exited)
    let output = String(decoding: try Data(contentsOf: record), as: UTF8.self)
    for mode in ["9", "1000", "1002", "1003", "1005", "1006", "1015"] {
      #expect(!output.contains("\u{1B}[?\(mode)h"), "mode \(mode) asked for")
      #expect(!output.contains("\u{1B}[?\(mode);"), "mode \(mode) asked for")
    }
  }

  /// Whether the last `prefix` followed by `h` or `l` in `text` is followed by `final`.
  static func last(_ final: Character, of prefix: String, in text: String) -> Bool {
    var found: Character?
    var rest = text[...]
    while let range = rest.range(of: prefix) {
      rest = rest[range.upperBound...]
      if let next = rest.first, next == "h" || next == "l" { found = next }
    }
    return found == final
  }
}
