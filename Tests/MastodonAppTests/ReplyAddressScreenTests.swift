import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The reply line says the address of the post replied to, and whether the document has it")
struct ReplyAddressScreenTests {
  /// Alice's archive: a post, her reply to it, a reply to Bob's post, and a reply to a post of
  /// hers that the archive does not hold (she deleted it).
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let first = export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup</p>")
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Miso, mostly</p>", inReplyTo: first)
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) agreed!</p>",
      inReplyTo: "https://other.example/users/bob/statuses/77", mentions: [Exports.bob])
    export.note(
      id: 4, published: "2023-01-04T10:00:00Z", html: "<p>About that deleted post</p>",
      inReplyTo: "https://example.social/users/alice/statuses/99")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("A reply to a post in the document shows its first line, and Enter opens it")
  func inDocument() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 12))
    expectScreen(
      try app.press("/Miso<Enter><Enter>j"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @alice@example.social · Enter opens it",
        "    Soup",
        "",
        "  Miso, mostly",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        " 2/4 reply",
      ])
    try app.press("<Enter>")
    #expect(app.shell.stack.count == 3)
    #expect(app.screen.lines.contains("  Soup"))
  }

  @Test("A reply to another user's post not in the document says so, and Enter opens the author")
  func otherUsersPost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 12))
    expectScreen(
      try app.press("/agreed<Enter><Enter>j"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @bob@other.example · Enter opens their profile",
        "  https://other.example/users/bob/statuses/77 · not in this document",
        "",
        "  @bob agreed!",
        "",
        "  Posted 2023-01-03 10:00 UTC",
        "  https://example.social/@alice/3",
        "",
        " 2/4 reply",
      ])
    try app.press("<Enter>")
    #expect(app.title == "bob")
  }

  @Test("A reply to one's own post not in the document says so; Enter says where it was")
  func ownMissingPost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 12))
    expectScreen(
      try app.press("/deleted<Enter><Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @alice@example.social",
        "  https://example.social/users/alice/statuses/99 · not in this document",
        "",
        "  About that deleted post",
        "",
        "  Posted 2023-01-04 10:00 UTC",
        "  https://example.social/@alice/4",
        "",
        " Not in this document: https://example.social/users/alice/statuses/99  │  2/4",
      ])
    #expect(app.shell.stack.count == 2)
  }

  @Test("At 40 columns the lines wrap and keep the whole address")
  func narrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("/agreed<Enter><Enter>"),
      [
        "… › Feed › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@examp…┃",
        "                                       ┃",
        "  ↩ in reply to @bob@other.example     ┃",
        "  Enter opens their profile            ┃",
        "  https://other.example/users/bob/statu┃",
        "  ses/77                               ┃",
        "  not in this document                 ┃",
        "                                       ┃",
        "  @bob agreed!",
        "",
        " 1/4 author",
      ])
  }
}
