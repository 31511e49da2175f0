import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("Who may see a post: after the date in the feed, on the entry screen, in mention lists")
struct VisibilityScreenTests {
  /// Alice's archive: a post of each visibility, the private mention to Bob, and a boost only
  /// her followers see.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(id: 1, published: "2024-01-01T10:00:00Z", html: "<p>Hello, world</p>")
    export.note(
      id: 2, published: "2024-01-02T10:00:00Z", html: "<p>Quietly, to anyone</p>",
      visibility: "unlisted")
    export.note(
      id: 3, published: "2024-01-03T10:00:00Z", html: "<p>For my followers</p>",
      visibility: "private")
    export.note(
      id: 4, published: "2024-01-04T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) just for you</p>",
      mentions: [Exports.bob], visibility: "direct")
    export.boost(
      id: 5, published: "2024-01-05T10:00:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri,
      visibility: "private")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The feed says it after the date for every post but a public one, boosts included")
  func feed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 88, height: 26))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                                ? help",
        "> alice · Alice Liddell",
        "  4 posts · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 1",
        "   bob",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2024-01-05 10:00 UTC · followers only",
        "  https://other.example/users/bob/statuses/555 · text not in the archive",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-04 10:00 UTC · private mention",
        "  @bob just for you",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-03 10:00 UTC · followers only",
        "  For my followers",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-02 10:00 UTC · quiet public",
        "  Quietly, to anyone",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-01 10:00 UTC",
        "  Hello, world",
        "",
        "",
        "",
        " 1/7 profile summary",
      ])
  }

  @Test("A narrow feed leaves out the address, then the visibility whole, then cuts the date")
  func narrowFeed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 44, height: 14))
    expectScreen(
      try app.press("jjj"),
      [
        "archive.zip › Feed                    ? help",
        "",
        "  History 1",
        "   bob                                     ┃",
        "                                           ┃",
        "  ↻ Alice… boosted @bob@other… · 2024-01-05┃",
        "  https://other.example/users/bob/statuses…┃",
        "                                           ┃",
        "> Alice Liddell · 2024-01-04 10:00 UTC     ┃",
        "  @bob just for you",
        "",
        "  Alice Liddell · 2024-01-03 10:00 UTC",
        "  For my followers",
        " 4/7 entry",
      ])
  }

  @Test("The entry screen says it after the date, for a boost too")
  func entry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 12))
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  @bob just for you",
        "",
        "  Posted 2024-01-04 10:00 UTC · private mention",
        "  https://example.social/@alice/4",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
    expectScreen(
      try app.press("<Esc>k<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their profile",
        "  https://other.example/users/bob/statuses/555",
        "  The archive holds only the address of a boosted post, not its text.",
        "",
        "  Boosted 2024-01-05 10:00 UTC · followers only",
        "",
        "",
        "",
        " 1/3 author",
      ])
  }

  @Test("A person's list of posts that mention them says which were private mentions")
  func mentions() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › bob                                          ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @bob@other.example 1",
        "  2024-01-04 10:00 UTC · private mention",
        "  @bob just for you",
        "",
        "  ▾ Your boosts of posts by @bob@other.example 1",
        "  2024-01-05 10:00 UTC · followers only",
        "  https://other.example/users/bob/statuses/555",
        "",
        " 1/3 profile",
      ])
  }

  @Test("A post behind a content warning shows the warning in a person's list, not its text")
  func mentionBehindWarning() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-04T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) the surprise is a cake</p>",
      summary: "birthday surprise", mentions: [Exports.bob])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 10))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › bob                                          ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @bob@other.example 1",
        "  2024-01-04 10:00 UTC",
        "  ⚠ birthday surprise",
        "",
        " 1/2 profile",
      ])
  }
}
