import Foundation
import Testing

@Suite("A count typed before ^Z is forgotten once fg continues the app")
struct SuspendCountTests {
  /// The pane's text, for a failure's message.
  static func text(of session: TmuxSession) -> String {
    (try? session.screen().joined(separator: "\n")) ?? ""
  }

  /// Types a command line into the shell and presses Enter.
  func enter(_ line: String, in session: TmuxSession) throws {
    try session.sendLiteral(line)
    try session.sendKeys("Enter")
  }

  @Test("5, ^Z, fg, then j moves one row, as j alone does, and the 5 no longer shows")
  func countForgotten() async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let command = [ListTUIProcess.binary, "--no-images"].map(ListTUISession.quoted)
      .joined(separator: " ")
    try enter("TERM=xterm-256color \(command)", in: session)
    let started = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(started, "\(Self.text(of: session))")
    try session.sendKeys("5")
    let counted = try await session.wait(timeout: .seconds(10)) {
      try session.screen().last?.hasPrefix(" 5  │") == true
    }
    #expect(counted, "\(Self.text(of: session))")
    try session.sendKeys("C-z")
    try await session.wait(timeout: .seconds(10)) { try session.display("#{alternate_on}") == "0" }
    try enter("fg", in: session)
    let forgotten = try await session.wait(timeout: .seconds(10)) {
      let screen = try session.screen()
      return screen.contains { $0.contains("1/36 profile summary") }
        && screen.last?.hasPrefix(" 5") == false
    }
    #expect(forgotten, "the 5 no longer shows: \(Self.text(of: session))")
    try session.sendKeys("j")
    let moved = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains(" 2/36 ") }
    }
    let after = try session.screen().joined(separator: "\n")
    #expect(moved, "j after fg moves one row: \(after)")
    #expect(!after.contains(" 6/36 "), "\(after)")
    try session.sendKeys("q")
  }
}
