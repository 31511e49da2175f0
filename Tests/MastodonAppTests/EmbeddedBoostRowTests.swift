import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A followers-only boost that embeds one's own post says so on its row, as other rows do")
struct EmbeddedBoostRowTests {
  /// Alice's archive with a followers-only post and her followers-only boost of it, which
  /// embeds the post, as Mastodon writes the boost of one's own followers-only post.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let actor = export.actorURI
    let post = export.note(
      id: 13, published: "2024-05-01T06:00:00Z", html: "<p>embedded private post</p>",
      visibility: "private")
    export.raw(
      #"{"id":"\#(export.statusURI(14))/activity","type":"Announce","actor":"\#(actor)","#
        + #""published":"2024-06-01T06:00:00Z","to":["\#(actor)/followers"],"cc":["\#(actor)"],"#
        + #""object":{"id":"\#(post)","type":"Note","published":"2024-05-01T06:00:00Z","#
        + #""attributedTo":"\#(actor)","to":["\#(actor)/followers"],"cc":[],"#
        + #""content":"<p>embedded private post</p>","url":"https://example.social/@alice/13","#
        + #""attachment":[],"tag":[]}}"#)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The boost's row and the post's row both end in `· followers only`")
  func row() throws {
    // At 80 columns the boost's row cannot hold the owner's address twice and the visibility:
    // the address whom it boosted (the owner again) gives way, as an author's address does.
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 12))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  ↻ Alice Liddell · 2024-06-01 06:00 UTC · followers only",
        "  embedded private post",
        "",
        "  Alice Liddell @alice@example.social · 2024-05-01 06:00 UTC · followers only",
        "  embedded private post",
        "",
        " 1/3 profile summary",
      ])
  }

  @Test("Wide enough for all of it, the row names whom it boosted too")
  func wide() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 90, height: 7))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                                  ? help",
        "> alice · Alice Liddell                                                                  ┃",
        "  1 post · 1 boost · 0 likes · 0 bookmarks                                               ┃",
        "  Swift & terminals. Cats.",
        "",
        "  ↻ Alice Liddell boosted @alice@example.social · 2024-06-01 06:00 UTC · followers only",
        " 1/3 profile summary",
      ])
  }
}
