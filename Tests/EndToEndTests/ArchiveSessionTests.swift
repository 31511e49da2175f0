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
        && $0.contains("  ⚠ Film spoilers · Space shows the post")
        && !$0.contains("  The butler did it.")
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

extension ArchiveSessionTests {
  @Test(
    "An archive piped on standard input: its feed and its picture show, and its copy is removed"
  )
  func archiveOnStandardInput() async throws {
    let folder = try TemporaryFolder()
    let spool = try TemporaryFolder()
    let photo = try Data(
      contentsOf: ListTUIProcess.packageRoot.appending(path: "Resources/pictures/harbor.jpg"))
    var export = MastodonExport()
    export.displayName = "Alice Liddell"
    let media = "media_attachments/files/000/000/001/original/harbor.jpg"
    export.media = [(media, Array(photo))]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>The harbour</p>",
      attachments: [.init(url: media, mediaType: "image/jpeg", alt: "Boats")])
    for format in ["zip", "tar.gz"] {
      let path = folder.file("archive.\(format)")
      if format == "zip" {
        try export.writeZip(to: path)
      } else {
        try Data(export.tarGzipBytes()).write(to: URL(fileURLWithPath: path))
      }
      let app = try await ListTUISession(
        arguments: ["-"], environment: ["TMPDIR": spool.path],
        inputCommand: "cat \(ListTUISession.quoted(path))")
      defer { app.close() }
      let shown = try await app.tmux.wait {
        let screen = try app.screen()
        let styled = StyledScreen(try app.tmux.styledScreen())
        return screen.first?.hasPrefix("<stdin> › Feed") == true
          && screen.contains("  The harbour") && screen.contains("  “Boats”")
          && !PictureSessionTests.pictureRows(styled).isEmpty
      }
      let screen = try app.screen().joined(separator: "\n")
      #expect(shown, "\(format): the post and its picture:\n\(screen)")
      try app.tmux.sendKeys("q")
      #expect(try await app.exitStatus() == 0)
      let left = try FileManager.default.contentsOfDirectory(atPath: spool.path)
      #expect(left.isEmpty, "\(format): the copy is removed: \(left)")
    }
  }
}
