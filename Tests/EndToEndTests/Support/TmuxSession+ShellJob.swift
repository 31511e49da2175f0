import Foundation
import Testing

extension TmuxSession {
  /// Types a command line into the pane's shell and presses Enter.
  func enter(_ line: String) throws {
    try sendLiteral(line)
    try sendKeys("Enter")
  }

  /// The pane's screen as one text, for a failure's message.
  func shown() throws -> String {
    try screen().joined(separator: "\n")
  }

  /// Continues the stopped demo with `fg` and checks that it redraws its screen, acts on `j`
  /// at once, quits with `q`, and leaves the terminal's settings as `stty -g` saved them in
  /// `before` in `folder`.
  func resumeDemoWithFg(savedIn folder: URL) async throws {
    try enter("fg")
    let redrawn = try await wait(timeout: .seconds(10)) {
      let screen = try self.screen()
      return screen.contains { $0.contains("1/36 profile summary") }
        && !screen.contains { $0.contains("Stopped") || $0.hasSuffix("$ fg") }
    }
    let redrawnScreen = try shown()
    #expect(redrawn, "\(redrawnScreen)")
    // A key acts at once, with no Enter: the app's own settings are back.
    try sendKeys("j")
    let moved = try await wait(timeout: .seconds(10)) {
      try self.screen().contains { $0.contains("2/36") }
    }
    let movedScreen = try shown()
    #expect(moved, "\(movedScreen)")
    try sendKeys("q")
    try await wait(timeout: .seconds(10)) { try self.display("#{alternate_on}") == "0" }
    try enter("stty -g | cmp - \(ListTUISession.quoted(folder.path))/before && echo SAME-SETTINGS")
    let same = try await wait(timeout: .seconds(10)) {
      try self.screen().contains { $0 == "SAME-SETTINGS" }
    }
    let sameScreen = try shown()
    #expect(same, "\(sameScreen)")
  }
}
