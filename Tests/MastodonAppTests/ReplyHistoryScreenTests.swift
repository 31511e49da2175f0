import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Whom you replied to is in the History row, though the reply does not mention them")
struct ReplyHistoryScreenTests {
  /// Alice's archive: a reply to Dan's status that does not mention him (Mastodon lets its
  /// author delete the mention it writes), then a post mentioning Bob.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T00:01:00Z", html: "<p>I agree</p>",
      inReplyTo: "https://third.example/users/dan/statuses/9")
    export.note(
      id: 2, published: "2024-01-02T00:01:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) hello</p>",
      mentions: [Exports.bob])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("History lists Dan after Bob, newest first; Enter opens his profile, which lists the reply")
  func historyRow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 14))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                        ? help",
        "> alice · Alice Liddell                                        ┃",
        "  2 posts · 0 boosts · 0 likes · 0 bookmarks                   ┃",
        "  Swift & terminals. Cats.                                     ┃",
        "                                                               ┃",
        "  History 2                                                    ┃",
        "   bob  dan                                                    ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-01-02 00:01 UTC   ┃",
        "  @bob hello                                                   ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-01-01 00:01 UTC",
        "  ↩ in reply to @dan@third.example",
        " 1/4 profile summary",
      ])
    expectScreen(
      try app.press("jll<Enter>"),
      [
        "archive.zip › Feed › dan                                  ? help",
        "> ┌────┐ dan",
        "  │ DA │ @dan@third.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention or reply to @dan@third.example 1",
        "  2024-01-01 00:01 UTC",
        "  I agree",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile",
      ])
  }

  @Test("Enter on the reply line opens the profile of whom it replies to")
  func replyLine() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("<End><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↩ in reply to @dan@third.example · Enter opens their profile",
        "  https://third.example/users/dan/statuses/9",
        "  not in this document",
        "",
        "  I agree",
        "",
        "  Posted 2024-01-01 00:01 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice › dan                 ? help",
        "> ┌────┐ dan",
        "  │ DA │ @dan@third.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention or reply to @dan@third.example 1",
        "  2024-01-01 00:01 UTC",
        "  I agree",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile",
      ])
  }
}
