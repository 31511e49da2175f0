import Foundation
import Testing

@Suite("The listtui binary on the Linux console draws only glyphs its fonts have")
struct ConsoleGlyphSessionTests {
  /// A feed with a poll, a content warning, a boost, a reply and a text cut with `…`.
  static let document = #"""
    {"users": [{"id": "u1", "nickname": "boo"}, {"id": "u2", "nickname": "ai"}],
     "feed": [{"id": "f1", "user": "u1", "comment": "Lunch?", "postedAt": "2024-01-05T12:00:00Z",
               "poll": {"options": [{"title": "Soba", "votes": 7}, {"title": "Udon", "votes": 2},
                                    {"title": "Rice", "votes": 3}]}},
              {"id": "f2", "user": "u2", "comment": "spoilers", "contentWarning": "the ending",
               "postedAt": "2024-01-05T11:00:00Z"},
              {"id": "f3", "user": "u2", "comment": "", "postedAt": "2024-01-05T10:00:00Z",
               "boost": {"address": "https://x/1", "author": "boo", "entry": "f1"}},
              {"id": "f4", "user": "u1", "comment": "a long reply that goes on well past the width of the screen, to be cut",
               "postedAt": "2024-01-05T09:00:00Z", "replyTo": {"entry": "f2"}},
              {"id": "f5", "user": "u1", "comment": "five", "postedAt": "soon"}]}
    """#

  /// The glyphs of code page 437 beyond ASCII that the app draws on the console.
  static let consoleGlyphs = Set("│─┌┐└┘█▌·■»←√►▼•♪▶")

  /// The characters on a screen beyond ASCII and ``consoleGlyphs``.
  static func foreign(_ screen: [String]) -> Set<Character> {
    Set(screen.joined().filter { !$0.isASCII }).subtracting(consoleGlyphs)
  }

  @Test(
    "TERM=linux: the poll's bars are full and half blocks, the marks ASCII or code page 437, and the filter's cursor ▌; TERM=xterm keeps eighths and ⚠",
    arguments: [("linux", true), ("xterm", false)])
  func consoleGlyphs(term: String, isConsole: Bool) async throws {
    let path = try ListTUIProcess.temporaryFile(Self.document)
    let app = try await ListTUISession(
      arguments: [path], environment: ["TERM": term], waitForScreen: false)
    defer { app.close() }
    var screen: [String] = []
    let drawn = try await app.tmux.wait(timeout: .seconds(10)) {
      screen = try app.screen()
      return screen.contains { $0.contains("1/5 entry") }
    }
    let feed = screen.joined(separator: "\n")
    #expect(drawn, "the feed was drawn:\n\(feed)")
    if isConsole {
      #expect(Self.foreign(screen).isEmpty, "\(Self.foreign(screen).sorted()) on:\n\(feed)")
      #expect(screen.contains { $0.contains("│██████    │ 58%") }, "the bar of 58%:\n\(feed)")
    } else {
      #expect(screen.contains { $0.contains("▕█████▉    ▏ 58%") }, "the bar of 58%:\n\(feed)")
      #expect(!Self.foreign(screen).isEmpty, "eighths and marks:\n\(feed)")
    }
    try app.tmux.sendKeys("/", "S", "o")
    let typed = try await app.tmux.wait(timeout: .seconds(5)) {
      screen = try app.screen()
      return screen.last?.hasPrefix("/So") == true
    }
    #expect(typed, "the prompt:\n\(screen.joined(separator: "\n"))")
    let text = screen.joined(separator: "\n")
    if isConsole {
      #expect(Self.foreign(screen).isEmpty, "\(Self.foreign(screen).sorted()) on:\n\(text)")
      #expect(screen.last?.hasPrefix("/So▌") == true, "the cursor:\n\(text)")
    } else {
      #expect(screen.last?.hasPrefix("/So▏") == true, "the cursor:\n\(text)")
    }
    try app.tmux.sendKeys("Escape", "q")
    #expect(try await app.exitStatus() == 0)
  }
}
