import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boosted author the archive knows from a mention opens from the boost's screen")
struct BoostedMentionProfileTests {
  @Test("Enter on the boost line opens the profile of the author, keyed by actor URI")
  func boostOpensProfile() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T00:01:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) hello</p>",
      mentions: [Exports.bob])
    export.boost(
      id: 2, published: "2024-01-02T00:01:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their",
        "  profile",
        "  https://other.example/users/bob/statuses/555",
        "  The archive holds only the address of a boosted post, not its",
        "  text.",
        "",
        "  Boosted 2024-01-02 00:01 UTC",
        "",
        "",
        "",
        " 1/3 author",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice › bob                 ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @bob@other.example 1",
        "  2024-01-01 00:01 UTC",
        "  @bob hello",
        "",
        "  ▾ Your boosts of posts by @bob@other.example 1",
        "  2024-01-02 00:01 UTC",
        "  https://other.example/users/bob/statuses/555",
        "",
        " 1/3 profile",
      ])
  }
}

@Suite("A boost or reply whose author the archive does not know says where the post is")
struct UnknownAuthorTests {
  /// Alice's archive: a boost of Bob's post and a reply to a Pleroma post, neither mentioning
  /// anyone, so neither author is a person of the archive.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T00:01:00Z", html: "<p>I agree</p>",
      inReplyTo: "https://pl.example/objects/abc-def")
    export.boost(
      id: 2, published: "2024-01-02T00:01:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Enter on the boost line says the post is not in the document")
  func boost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("j<Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↻ Boosted a post by @bob@other.example",
        "  https://other.example/users/bob/statuses/555",
        "  The archive holds only the address of a boosted post, not its text.",
        "",
        "  Boosted 2024-01-02 00:01 UTC",
        "",
        "",
        "",
        "",
        "",
        " Not in this document  │  2/3",
      ])
  }

  @Test("Enter on the reply line says so too, in the room there is")
  func reply() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("jj<Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to https://pl.example/objects/abc-def",
        "  not in this document",
        "",
        "  I agree",
        "",
        "  Posted 2024-01-01 00:01 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        " Not in this document: https://pl.example/objects/abc-def  │  2/4 reply",
      ])
    // On a narrow screen the message takes a shorter form, beside the position.
    app.driver.resize(to: Size(width: 20, height: 14))
    app.driver.send(try Event.sequence(from: "<Enter>"))
    #expect(app.screen.lines.last == " Not here  │  2/4")
  }
}
