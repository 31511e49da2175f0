import Foundation
import Testing

@Suite("Keys as escape sequences terminfo does not list, in tmux")
struct KeySequenceTests {
  /// The app on the entry screen of screens.json, as `TERM=xterm-256color` inside tmux, the
  /// setup the README recommends for Shift with the wheel, whose Home and End tmux sends as
  /// `ESC [1~` and `ESC [4~` while the terminfo entry lists `ESC OH` and `ESC OF`.
  private func entryScreen() async throws -> ListTUISession {
    let app = try await ListTUISession(
      arguments: [ListTUIProcess.fixture("screens.json")],
      environment: ["TERM": "xterm-256color"])
    try app.tmux.sendKeys("j", "j", "Enter")
    try await expect(app, "the entry screen, on its author") { $0.last == " 1/3 author" }
    return app
  }

  /// Waits until the screen satisfies `condition`, and records the screen if it never does.
  private func expect(
    _ app: ListTUISession, _ description: String, _ condition: @escaping ([String]) -> Bool
  ) async throws {
    let seen = try await app.tmux.wait { try condition(texts(app.screen())) }
    let screen = try app.screen().joined(separator: "\n")
    #expect(seen, "waiting for \(description):\n\(screen)")
  }

  @Test(
    "Home and End as tmux, xterm and rxvt send them move the selection, and never go back",
    arguments: [
      ("\u{1B}[4~", "\u{1B}[1~"), ("\u{1B}[F", "\u{1B}[H"), ("\u{1B}OF", "\u{1B}OH"),
      ("\u{1B}[8~", "\u{1B}[7~"), ("\u{1B}[1;5F", "\u{1B}[1;5H"),
    ])
  func homeAndEnd(end: String, home: String) async throws {
    let app = try await entryScreen()
    defer { app.close() }
    try app.tmux.sendLiteral(end)
    try await expect(app, "the last row after End \(end.debugDescription)") {
      $0.last == " 3/3 details" && $0.first?.hasPrefix("screens.json › Feed › Entry") == true
    }
    try app.tmux.sendLiteral(home)
    try await expect(app, "the first row after Home \(home.debugDescription)") {
      $0.last == " 1/3 author" && $0.first?.hasPrefix("screens.json › Feed › Entry") == true
    }
  }

  @Test("Kitty's Shift+Enter, F-keys and other sequences are read whole")
  func unknownSequencesAreIgnored() async throws {
    let app = try await entryScreen()
    defer { app.close() }
    // Sent as the bytes a terminal sends, one key at a time; then `j`, whose move shows that
    // each was read whole, with nothing left over to go back or to be reported.
    for hex in [
      ["1b", "5b", "31", "33", "3b", "32", "75"],
      ["1b", "5b", "32", "37", "3b", "35", "3b", "31", "33", "7e"], ["1b", "4f", "50"],
      ["1b", "5b", "31", "3b", "35", "50"],
    ] {
      try app.tmux.tmux(["send-keys", "-t", "e2e", "-H"] + hex)
    }
    try app.tmux.sendKeys("j")
    try await expect(app, "the entry screen with the post selected, and no message") {
      $0.last == " 2/3 comment" && $0.first?.hasPrefix("screens.json › Feed › Entry") == true
    }
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
  }

  @Test(
    "A key of no Key still clears the message of the last key",
    arguments: [
      ("kitty's Shift+Enter", ["1b", "5b", "31", "33", "3b", "32", "75"]), ("Ctrl+Space", ["00"]),
      ("the keypad's 5", ["1b", "4f", "45"]),
    ])
  func ignoredKeyClearsMessage(name: String, hex: [String]) async throws {
    let app = try await entryScreen()
    defer { app.close() }
    try app.tmux.sendLiteral("\u{1B}[Z")
    try await expect(app, "the message of Shift-Tab") {
      $0.last?.contains("Shift-Tab does nothing here") == true
    }
    try app.tmux.tmux(["send-keys", "-t", "e2e", "-H"] + hex)
    try await expect(app, "no message after \(name)") { $0.last == " 1/3 author" }
  }

  @Test(
    "F-keys say they do nothing here, with and without Ctrl",
    arguments: [
      ("F1", ["1b", "4f", "50"]), ("F5", ["1b", "5b", "31", "35", "7e"]),
      ("Ctrl-F1", ["1b", "5b", "31", "3b", "35", "50"]),
    ])
  func functionKeysSayNothing(name: String, hex: [String]) async throws {
    let app = try await entryScreen()
    defer { app.close() }
    try app.tmux.tmux(["send-keys", "-t", "e2e", "-H"] + hex)
    try await expect(app, "the message of \(name)") {
      $0.last?.contains("\(name) does nothing here") == true
    }
  }

  @Test("Esc and a key in one read (Alt with the key) go back, then the key acts")
  func escapeWithKey() async throws {
    let app = try await entryScreen()
    defer { app.close() }
    try app.tmux.tmux(["send-keys", "-t", "e2e", "-H", "1b", "6a"])
    try await expect(app, "the feed, one row below the entry") {
      $0.first?.hasPrefix("screens.json › Feed  ") == true && $0.last?.hasPrefix(" 4/") == true
    }
  }
}
