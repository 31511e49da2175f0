import ArchiveTestSupport
import Foundation
import Testing

@Suite("A Mastodon archive in a real terminal (tmux)")
struct ArchiveSessionTests {
  @Test("Open an archive, reveal a content warning with Space, open the entry, quit: restored")
  func revealAndOpen() async throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.displayName = "Alice Liddell"
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>A plain post</p>")
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html: "<p>The butler did it.</p><p>In the library.</p>", summary: "Film spoilers")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try await ListTUISession(arguments: [path])
    defer { app.close() }
    func waitFor(_ description: String, _ condition: @escaping ([String]) -> Bool) async throws {
      let seen = try await app.tmux.wait { try condition(app.screen()) }
      let screen = try app.screen().joined(separator: "\n")
      #expect(seen, "waiting for \(description):\n\(screen)")
    }

    try app.tmux.sendKeys("j")
    try await waitFor("the entry behind a warning, selected and hidden") {
      $0.contains("> Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC")
        && $0.contains("  ⚠ Film spoilers · Space shows the post") && !$0.contains("  The butler did it.")
    }

    try app.tmux.sendKeys("Space")
    try await waitFor("the text revealed in place") {
      $0.contains("  ⚠ Film spoilers · Space hides the post")
        && $0.contains("  The butler did it. In the library.")
    }

    try app.tmux.sendKeys("Enter")
    try await waitFor("the entry screen: the warning, then the text") {
      guard $0.first?.hasPrefix("archive.zip › Feed › Entry by alice") == true,
        let warning = $0.firstIndex(of: "  ⚠ Film spoilers"),
        let text = $0.firstIndex(of: "  The butler did it.")
      else { return false }
      return warning < text
    }

    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    let settings = app.settings()
    #expect(settings.before != nil && settings.after == settings.before)
    #expect(try app.modes() == .restored)
  }
}
