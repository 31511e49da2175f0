import Foundation
import Testing

@Suite("A locale whose character set is not UTF-8 gets a one-line notice at start (tmux)")
struct LocaleNoticeTests {
  /// The pane's text after the app ran with `environment` and quit, its lines joined without
  /// breaks (the notice wraps in an 80-column pane).
  func shellScreen(environment: [String: String]) async throws -> String {
    let app = try await ListTUISession(
      arguments: ["--no-images"], environment: environment, width: 200)
    defer { app.close() }
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    try await app.tmux.wait { try app.screen().contains { $0.hasPrefix("EXIT=") } }
    return try app.screen().joined(separator: "\n")
  }

  @Test("LC_ALL=C: the notice names the character set, above the shell's prompt")
  func noticeForC() async throws {
    let screen = try await shellScreen(environment: ["LC_ALL": "C"])
    let notice =
      "listtui: the locale's character set is ANSI_X3.4-1968, not UTF-8; drawing in UTF-8 "
      + "anyway (set LANG or LC_ALL to a UTF-8 locale, such as C.UTF-8, to match the terminal)"
    let lines = screen.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("listtui:") } == [notice], "\(screen)")
  }

  @Test("LC_ALL=C.UTF-8: no notice")
  func noNoticeForUTF8() async throws {
    let screen = try await shellScreen(environment: ["LC_ALL": "C.UTF-8"])
    #expect(!screen.contains("listtui:"), "\(screen)")
  }
}
