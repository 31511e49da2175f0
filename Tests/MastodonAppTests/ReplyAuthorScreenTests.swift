import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Whom a reply answers, when its address does not say")
struct ReplyAuthorScreenTests {
  @Test("A reply to a Misskey note names the mention on the note's server, or the only one")
  func misskeyReply() throws {
    var export = Exports.alice()
    let carol = MastodonExport.Mention(
      uri: "https://misskey.example/users/9xyz", name: "@carol@misskey.example")
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) "
        + "\(Exports.mention("carol", at: "misskey.example")) hi</p>",
      inReplyTo: "https://misskey.example/notes/9abcdef", mentions: [Exports.bob, carol])
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) yes</p>",
      inReplyTo: "https://pleroma.example/objects/5d1e", mentions: [Exports.bob])
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z", html: "<p>no one named</p>",
      inReplyTo: "https://misskey.example/notes/9b")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 22))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                        ? help",
        "> alice · Alice Liddell",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 2",
        "   bob  carol",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  ↩ in reply to https://misskey.example/notes/9b",
        "  no one named",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  ↩ in reply to @bob@other.example",
        "  @bob yes",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  ↩ in reply to @carol@misskey.example",
        "  @bob @carol hi",
        "",
        "",
        " 1/5 profile summary",
      ])
  }
}
