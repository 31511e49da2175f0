import Foundation
import Testing

@Suite("LINES and COLUMNS in the environment never set the size: the terminal's own does (tmux)")
struct SizeFromEnvironmentTests {
  /// The settled screen of the app with no `LINES` or `COLUMNS`, in a pane of `width` x
  /// `height`: what every screen of that size must be.
  func plainScreen(width: Int, height: Int) async throws -> [String] {
    let plain = try await ListTUISession(arguments: ["--no-images"], width: width, height: height)
    defer { plain.close() }
    return try await plain.settledScreen()
  }

  /// Waits until the app's screen is `expected`, whole; returns the last one seen.
  func screen(of app: ListTUISession, becoming expected: [String]) async throws -> [String] {
    var seen: [String] = []
    try await app.tmux.wait(timeout: .seconds(10)) {
      seen = try app.screen()
      return seen == expected
    }
    return seen
  }

  @Test("exported as 80x24 in 80x24, then resized to 100x30 and ^L: drawn at 100x30")
  func resizedPastExportedSize() async throws {
    let expected = try await plainScreen(width: 100, height: 30)
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: ["COLUMNS": "80", "LINES": "24"])
    defer { app.close() }
    try app.tmux.resize(width: 100, height: 30)
    let resized = try await screen(of: app, becoming: expected)
    let shown = "after the resize:\n\(resized.joined(separator: "\n"))"
    #expect(resized == expected, "\(shown)\n\nexpected:\n\(expected.joined(separator: "\n"))")
    try app.tmux.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(300))
    let repainted = try await screen(of: app, becoming: expected)
    #expect(repainted == expected, "after ^L:\n\(repainted.joined(separator: "\n"))")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test("exported as 200x5 in 80x24: drawn at 80x24, as with none")
  func exportedSizeLargerThanTerminal() async throws {
    let expected = try await plainScreen(width: 80, height: 24)
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: ["COLUMNS": "200", "LINES": "5"])
    defer { app.close() }
    let drawn = try await screen(of: app, becoming: expected)
    let shown = "drawn:\n\(drawn.joined(separator: "\n"))"
    #expect(drawn == expected, "\(shown)\n\nexpected:\n\(expected.joined(separator: "\n"))")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }
}
