import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The owner's address, when the actor URI does not hold it")
struct OwnerAddressScreenTests {
  @Test("actor.json's webfinger is the owner's address, on another domain than the server's")
  func webfinger() throws {
    var export = Exports.alice()
    export.host = "social.example.com"
    export.webfinger = "alice@example.com"
    export.note(id: 1, published: "2024-05-01T10:00:00Z", html: "<p>hello</p>")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.com · 2024-05-01 10:00 UTC",
        "  hello",
        "",
        "",
        " 1/2 profile summary",
      ])
  }

  @Test("With a webfinger domain, a local account mentioned as @carol takes that domain too")
  func localMentionDomain() throws {
    var export = Exports.alice()
    export.host = "social.example.com"
    export.webfinger = "alice@example.com"
    let carol = MastodonExport.Mention(
      uri: "https://social.example.com/users/carol", name: "@carol")
    let bob = MastodonExport.Mention(
      uri: "https://other.example/users/bob", name: "@bob@other.example")
    _ = export.note(
      id: 1, published: "2024-05-01T10:00:00Z", html: "<p>hi @carol and @bob</p>",
      mentions: [carol, bob])
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › carol                                ? help",
        "> ┌────┐ carol",
        "  │ CA │ @carol@example.com",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @carol@example.com 1",
        "  2024-05-01 10:00 UTC",
        "  hi @carol and @bob",
        "",
        "",
        "",
        " 1/2 profile",
      ])
    // A remote account keeps its own domain.
    let bobScreen = try app.press("<BS>l<Enter>")
    #expect(bobScreen.lines[2].contains("@bob@other.example"), "\(bobScreen.lines)")
  }

  @Test("Without actor.json, a numeric actor URI's owner is named from the posts' addresses")
  func bareNumericOutbox() throws {
    var export = Exports.alice()
    export.accountID = "114512345678901234"
    export.note(id: 1, published: "2025-08-01T10:00:00Z", html: "<p>hello</p>")
    let folder = try TemporaryFolder()
    let path = try folder.write(export.outbox, to: "export/outbox.json")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      app.screen,
      [
        "outbox.json › Feed                                        ? help",
        "> alice · @alice@example.social",
        "  1 post · 0 boosts",
        "",
        "  alice @alice@example.social · 2025-08-01 10:00 UTC",
        "  hello",
        "",
        "",
        "",
        " 1/2 profile summary                                ⚠ 1 warning",
      ])
  }
}
