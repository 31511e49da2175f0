import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line that holds the selection mark `>` in its first column, if any.
func selectedLine(_ screen: [String]) -> Int? {
  screen.firstIndex { $0.hasPrefix(">") }
}

@Suite("The listtui binary in a terminal (tmux): drawing, keys, mouse and resize")
struct TerminalSessionTests {
  @Test("starts on the bundled demo feed, with a selection and the status line last")
  func starts() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    let screen = try app.screen()
    #expect(screen.count == 24)
    #expect(screen.first?.hasPrefix("demo.json (bundled) › Feed") == true)
    #expect(screen.last?.hasPrefix(" 1/") == true)
    #expect(selectedLine(screen) != nil)
    let modes = try app.modes()
    #expect(modes.alternateScreen)
    #expect(!modes.cursorVisible)
    #expect(modes.mouse)
  }

  @Test("^S is a key, not flow control: the keys after it are drawn at once, without ^Q")
  func noFlowControl() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    let start = try app.screen()
    try app.tmux.sendKeys("C-s", "j")
    let moved = try await app.tmux.wait { try app.screen().last != start.last }
    let status = try app.screen().last ?? ""
    #expect(moved, "the screen froze after ^S: \(status)")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test("j and k, and the arrows, move the selection and redraw the screen")
  func navigates() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    let start = try await app.settledScreen()
    let first = try #require(selectedLine(start))
    for (down, up) in [("j", "k"), ("Down", "Up")] {
      try app.tmux.sendKeys(down)
      let moved = try await app.tmux.wait { (selectedLine(try app.screen()) ?? first) > first }
      #expect(moved, "\(down) did not move the selection down")
      #expect(try app.screen().last != start.last, "the status line did not follow \(down)")
      try app.tmux.sendKeys(up)
      let back = try await app.tmux.wait { try app.screen() == start }
      #expect(back, "\(up) did not bring back the first screen")
    }
  }

  @Test("survives resizing to 20x6, to 1x1 and back to 80x24, redrawing each time")
  func resizes() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    try app.tmux.resize(width: 20, height: 6)
    let small = try await app.tmux.wait {
      let screen = try app.screen()
      return screen.count == 6 && screen.first?.contains("Feed") == true
        && !(screen.last ?? "").isEmpty && screen.allSatisfy { $0.count <= 20 }
    }
    let smallScreen = try app.screen().joined(separator: "\n")
    #expect(small, "not redrawn at 20x6:\n\(smallScreen)")
    try app.tmux.resize(width: 1, height: 1)
    try await app.tmux.wait { try app.screen().count == 1 }
    try app.tmux.sendKeys("j")
    try app.tmux.resize(width: 80, height: 24)
    let restored = try await app.tmux.wait {
      let screen = try app.screen()
      return screen.count == 24 && screen.first?.hasPrefix("demo.json (bundled) › Feed") == true
        && screen.last?.hasPrefix(" ") == true && selectedLine(screen) != nil
    }
    let fullScreen = try app.screen().joined(separator: "\n")
    #expect(restored, "not redrawn at 80x24:\n\(fullScreen)")
    #expect(try await app.isRunning())
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test("a click selects the row under the pointer, and the wheel scrolls")
  func mouse() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    let start = try await app.settledScreen()
    let first = try #require(selectedLine(start))
    try app.tmux.sendKeys("j", "j")
    // Read once the app is idle, with the selection moved down: a single capture may catch a
    // frame half-drawn, and two equal ones a frame the app was stopped in the middle of.
    try await app.tmux.wait { try app.screen().last != start.last }
    let settled = try await app.settledScreen()
    // The row two down from the top, found again in the first screen: selecting it may have
    // scrolled the view.
    let byline = try #require(selectedLine(settled).map { String(settled[$0].dropFirst(2)) })
    try app.tmux.sendKeys("k", "k")
    try await app.tmux.wait { try app.screen() == start }
    let target = try #require(start.firstIndex { $0.dropFirst(2) == byline })
    // An xterm (X10) mouse report: ESC [ M, then button, column and line, each plus 32.
    func report(_ button: Int, x: Int, y: Int) -> String {
      "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
        + String(UnicodeScalar(UInt8(33 + y)))
    }
    try app.tmux.sendLiteral(report(0, x: 10, y: target) + report(3, x: 10, y: target))
    let clicked = try await app.tmux.wait { selectedLine(try app.screen()) == target }
    #expect(clicked, "the click on line \(target) did not select it")
    let beforeWheel = try app.screen()
    try app.tmux.sendLiteral(report(65, x: 10, y: 10))
    let scrolled = try await app.tmux.wait { try app.screen()[1] != beforeWheel[1] }
    #expect(scrolled, "the wheel did not scroll")
  }

  @Test("--no-mouse leaves the mouse to the terminal")
  func noMouse() async throws {
    let app = try await ListTUISession(arguments: ["--no-mouse"])
    defer { app.close() }
    let modes = try app.modes()
    #expect(modes.alternateScreen)
    #expect(!modes.mouse)
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test(
    "--no-mouse: a mouse report that comes anyway is read whole, never as keys",
    arguments: [
      ("xterm-256color", "\u{1B}[<0;10;22M\u{1B}[<0;10;22m"), ("tmux-256color", "\u{1B}[M !!"),
      ("xterm-256color", "\u{1B}[M jj"),
    ])
  func noMouseReport(term: String, report: String) async throws {
    let app = try await ListTUISession(arguments: ["--no-mouse"], environment: ["TERM": term])
    defer { app.close() }
    try app.tmux.sendLiteral(report)
    // Keys leaked from the report would say "… does nothing here" until the next key.
    try await Task.sleep(for: .milliseconds(300))
    let afterReport = try app.screen().last ?? ""
    #expect(afterReport.hasPrefix(" 1/") && !afterReport.contains("does nothing"), "\(afterReport)")
    try app.tmux.sendKeys("j")
    let moved = try await app.tmux.wait { try app.screen().last?.hasPrefix(" 2/") == true }
    let status = try app.screen().last ?? ""
    #expect(moved, "\(status)")
  }

  @Test("NO_COLOR draws with attributes only, no colour")
  func noColor() async throws {
    let colored = try await ListTUISession()
    defer { colored.close() }
    let coloredScreen = try colored.tmux.styledScreen()
    #expect(usesColor(coloredScreen), "the default run shows no colour:\n\(coloredScreen)")
    let plain = try await ListTUISession(environment: ["NO_COLOR": "1"])
    defer { plain.close() }
    let plainScreen = try plain.tmux.styledScreen()
    #expect(!usesColor(plainScreen), "colour despite NO_COLOR:\n\(plainScreen)")
    #expect(
      sgrParameters(plainScreen).contains { $0.contains(7) },
      "no reverse video for the status line")
  }

  /// The parameters of each SGR escape sequence (`ESC [ … m`) in the text.
  func sgrParameters(_ text: String) -> [[Int]] {
    text.split(separator: "\u{1B}").compactMap { sequence in
      guard sequence.hasPrefix("["), let end = sequence.firstIndex(of: "m") else { return nil }
      return sequence[sequence.index(after: sequence.startIndex)..<end]
        .split(separator: ";").compactMap { Int($0) }
    }
  }

  /// Whether any SGR sequence in the text sets a foreground or background colour.
  func usesColor(_ text: String) -> Bool {
    let colors = [30...38, 40...48, 90...97, 100...107]
    return sgrParameters(text).joined().contains { parameter in
      colors.contains { $0.contains(parameter) }
    }
  }

  @Test("with the document on standard input, keys still come from the terminal")
  func documentOnStandardInput() async throws {
    let fixture = ListTUIProcess.fixture("screens.json")
    let app = try await ListTUISession(arguments: ["-"], standardInput: fixture)
    defer { app.close() }
    let start = try app.screen()
    #expect(start.first?.hasPrefix("<stdin> › Feed") == true)
    try app.tmux.sendKeys("j")
    let moved = try await app.tmux.wait { try app.screen() != start }
    #expect(moved)
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    let settings = app.settings()
    #expect(settings.before != nil && settings.before == settings.after)
  }
}
