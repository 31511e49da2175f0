import Foundation
import Testing

@Suite("A person's flow through the app, in tmux")
struct AppFlowTests {
  @Test(
    "History → → Enter opens a profile; Esc returns with the selection kept; an entry opens; q restores"
  )
  func historyProfileEntryQuit() async throws {
    let app = try await ListTUISession(arguments: [ListTUIProcess.fixture("screens.json")])
    defer { app.close() }
    func waitFor(_ description: String, _ condition: @escaping ([String]) -> Bool) async throws {
      let seen = try await app.tmux.wait { try condition(texts(app.screen())) }
      let screen = try app.screen().joined(separator: "\n")
      #expect(seen, "waiting for \(description):\n\(screen)")
    }

    try app.tmux.sendKeys("j", "Right", "Right")
    try await waitFor("taro selected in the history") {
      $0.contains(">  はるママ  ainame [taro]") && $0.last?.hasPrefix(" 2/7 history") == true
    }

    try app.tmux.sendKeys("Enter")
    try await waitFor("taro's profile") {
      $0.first?.hasPrefix("screens.json › Feed › taro") == true
    }

    try app.tmux.sendKeys("Escape")
    try await waitFor("the feed again, with taro still selected") {
      $0.first?.split(separator: " ").prefix(4) == ["screens.json", "›", "Feed", "?"]
        && $0.contains(">  はるママ  ainame [taro]")
    }

    try app.tmux.sendKeys("j", "Enter")
    try await waitFor("the entry") {
      $0.first?.hasPrefix("screens.json › Feed › Entry by ainame") == true
    }
    #expect(texts(try app.screen()).contains("  Soba for lunch again"))

    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    let settings = app.settings()
    #expect(settings.before != nil && settings.after == settings.before)
    #expect(try app.modes() == .restored)
  }
}
