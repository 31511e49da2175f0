import Foundation
import Testing

@Suite("The history row scrolls sideways under the mouse, in a real terminal (tmux)")
struct SidewaysScrollTests {
  /// Shift with the wheel turned down (`down`) or up, at a column and line (0-based), as an SGR
  /// terminal reports it: button 64 or 65 for the wheel, plus 4 for Shift.
  static func shiftWheel(down: Bool, x: Int, y: Int) -> String {
    "\u{1B}[<\(down ? 69 : 68);\(x + 1);\(y + 1)M"
  }

  /// The history row's text, without the gutter and the scroll bar.
  static func historyRow(_ app: ListTUISession) throws -> String {
    let screen = texts(try app.screen())
    return screen.count > 6 ? String(screen[6].dropFirst(2)) : ""
  }

  @Test("Shift with the wheel over the history scrolls it, with the profile summary selected (SGR)")
  func shiftWheel() async throws {
    let app = try await ListTUISession(
      arguments: [ListTUIProcess.fixture("polish.json")],
      environment: ["TERM": "xterm-256color"], width: 40, height: 12)
    defer { app.close() }
    try #require(try Self.historyRow(app).hasPrefix(" ainame  bell"))
    try app.tmux.sendLiteral(Self.shiftWheel(down: true, x: 10, y: 6))
    let scrolled = try await app.tmux.wait { try Self.historyRow(app).hasPrefix("‹ bell") }
    #expect(scrolled, "\(String(describing: try? Self.historyRow(app)))")
    #expect(try app.screen().last?.hasPrefix(" 1/9 profile summary") == true)
    try app.tmux.sendLiteral(Self.shiftWheel(down: false, x: 10, y: 6))
    let back = try await app.tmux.wait { try Self.historyRow(app).hasPrefix(" ainame  bell") }
    #expect(back, "\(String(describing: try? Self.historyRow(app)))")
  }

  @Test(
    "A click on the › at the row's end scrolls it; a double click there opens nobody",
    arguments: MouseProtocol.allCases)
  func arrowClick(_ mouse: MouseProtocol) async throws {
    let app = try await ListTUISession(
      arguments: [ListTUIProcess.fixture("polish.json")], environment: ["TERM": mouse.term],
      width: 40, height: 12)
    defer { app.close() }
    try app.tmux.sendLiteral(mouse.click(x: 39, y: 6))
    let scrolled = try await app.tmux.wait { try Self.historyRow(app).hasPrefix("‹[bell") }
    #expect(scrolled, "\(String(describing: try? Self.historyRow(app)))")
    try app.tmux.sendLiteral(mouse.click(x: 39, y: 6) + mouse.click(x: 39, y: 6))
    let further = try await app.tmux.wait { try Self.historyRow(app).hasPrefix("‹[haru]") }
    #expect(further, "\(String(describing: try? Self.historyRow(app)))")
    try await Task.sleep(for: .milliseconds(300))
    #expect(try app.screen().first?.hasPrefix("polish.json › Feed ") == true, "nobody opened")
  }
}
