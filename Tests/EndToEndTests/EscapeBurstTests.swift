import Foundation
import Testing

@Suite("Escapes pressed together, in tmux")
struct EscapeBurstTests {
  /// A document of users each following the next, so that Enter on a profile's first friend
  /// opens the next profile, as deep as asked.
  static func chain(of count: Int) -> String {
    let users = (0..<count).map { index in
      #"{"id": "u\#(index)", "nickname": "deep\#(index)", "friends": ["u\#((index + 1) % count)"]}"#
    }
    return #"{"me": "u0", "users": [\#(users.joined(separator: ", "))], "feed": []}"#
  }

  /// The profile the title bar's trail ends on, such as `deep12`.
  static func currentProfile(_ screen: [String]) -> String? {
    screen.first?.split(separator: " ").last { $0.hasPrefix("deep") }.map(String.init)
  }

  /// The app on the profile of `deep<depth>`, with a profile screen for each of deep0 to it
  /// above the feed.
  private func deepProfile(_ depth: Int) async throws -> ListTUISession {
    let document = try ListTUIProcess.temporaryFile(Self.chain(of: depth + 5))
    let app = try await ListTUISession(arguments: [document])
    try app.tmux.sendKeys("Enter")
    for _ in 0..<depth { try app.tmux.sendKeys("j", "Enter") }
    let opened = try await app.tmux.wait {
      try Self.currentProfile(texts(app.screen())) == "deep\(depth)"
    }
    let screen = try app.screen().joined(separator: "\n")
    #expect(opened, "deep\(depth) did not open:\n\(screen)")
    return app
  }

  /// Waits until the screens settle and returns the profile shown.
  private func settledProfile(_ app: ListTUISession) async throws -> String? {
    Self.currentProfile(texts(try await app.settledScreen()))
  }

  @Test("Escapes written at once go back a screen each")
  func escapesInOneWrite() async throws {
    let app = try await deepProfile(20)
    defer { app.close() }
    var depth = 20
    for count in [1, 2, 3, 4, 6] {
      try app.tmux.sendLiteral(String(repeating: "\u{1B}", count: count))
      depth -= count
      let profile = try await settledProfile(app)
      #expect(profile == "deep\(depth)", "after \(count) Escapes written at once")
      guard profile == "deep\(depth)" else { return }
    }
  }

  @Test("Escapes 10 ms apart, within curses' Escape delay of each other, go back a screen each")
  func escapesCloseTogether() async throws {
    let app = try await deepProfile(8)
    defer { app.close() }
    for _ in 0..<5 {
      try app.tmux.sendKeys("Escape")
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(try await settledProfile(app) == "deep3")
  }

  @Test("Escapes written with a key go back a screen each, and then the key acts")
  func escapesWithKey() async throws {
    let app = try await deepProfile(8)
    defer { app.close() }
    try app.tmux.sendLiteral("\u{1B}\u{1B}\u{1B}k")
    #expect(try await settledProfile(app) == "deep5")
    let status = try app.screen().last
    #expect(status == " 1/2 profile", "the k did not move up from the friend")
  }
}
