import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Boosts, replies and polls from an old tar.gz archive")
struct PostScreenTests {
  /// Alice's archive as Mastodon 3 wrote it: a post, her reply to it, a reply to Bob, a boost
  /// of Bob's post and a poll.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let first = export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>Soup recipes, a thread \(Exports.hashtag("cooking"))</p>")
    export.note(
      id: 2, published: "2023-01-01T10:05:00Z",
      html: "<p>1. Miso soup: dashi first, miso last.</p>", inReplyTo: first)
    export.note(
      id: 3, published: "2023-01-02T09:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) agreed!</p>",
      inReplyTo: "https://other.example/users/bob/statuses/77", mentions: [Exports.bob])
    export.boost(
      id: 4, published: "2023-01-03T08:00:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri)
    export.note(
      id: 5, published: "2023-01-04T12:00:00Z", html: "<p>Tea or coffee?</p>",
      poll: .init(options: [("Tea", 3), ("Coffee", 5), ("Neither", 0)]))
    let path = folder.file("archive-20230105.tar.gz")
    try export.writeTarGzip(to: path)
    return path
  }

  @Test("The feed: a poll with bars, a boost naming whom and where, replies saying to whom")
  func feed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 30))
    expectScreen(
      app.screen,
      [
        "archive-20230105.tar.gz › Feed                                    ? help",
        "> alice · Alice Liddell",
        "  4 posts · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 1",
        "   bob",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-04 12:00 UTC",
        "  Tea or coffee?",
        "  ▕███▊      ▏ 38% Tea (3)",
        "  ▕██████▎   ▏ 63% Coffee (5)",
        "  ▕          ▏  0% Neither (0)",
        "  8 votes · closed",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2023-01-03 08:00 UTC",
        "  https://other.example/users/bob/statuses/555 · text not in the archi…",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 09:00 UTC",
        "  ↩ in reply to @bob@other.example",
        "  @bob agreed!",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:05 UTC",
        "  ↩ in reply to @alice@example.social",
        "  1. Miso soup: dashi first, miso last.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup recipes, a thread #cooking",
        "",
        " 1/7 profile summary",
      ])
  }

  @Test("A boost's entry screen: whose post, its address, no text; Enter opens their profile")
  func boostEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their profile",
        "  https://other.example/users/bob/statuses/555",
        "  The archive holds only the address of a boosted post, not its text.",
        "",
        "  Boosted 2023-01-03 08:00 UTC",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
    // Bob, whom a post mentions, is a person of the archive: Enter opens his profile.
    try app.press("j<Enter>")
    #expect(app.title == "bob")
  }

  @Test("A boost of one's own post shows its text, in the feed and on its screen; Enter opens it")
  func boostOfOwnPost() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let first = export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup recipes, a thread</p>")
    export.boost(id: 2, published: "2023-01-02T08:00:00Z", of: first, by: Exports.alice().actorURI)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 14))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                ? help",
        "> alice · Alice Liddell",
        "  1 post · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  ↻ Alice Liddell boosted @alice@example.social · 2023-01-02 08:00 UTC",
        "  Soup recipes, a thread",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup recipes, a thread",
        "",
        "",
        "",
        " 1/3 profile summary",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @alice@example.social · Enter opens it",
        "  https://example.social/users/alice/statuses/1",
        "",
        "  Soup recipes, a thread",
        "",
        "  Posted 2023-01-01 10:00 UTC · Boosted 2023-01-02 08:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice › Entry by alice              ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Soup recipes, a thread",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
  }

  @Test("A reply to one's own post: Enter on the reply line opens the post replied to")
  func replyToOwnPost() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("<End><Up><Enter>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↩ in reply to @alice@example.social · Enter opens it",
        "    Soup recipes, a thread #cooking",
        "",
        "  1. Miso soup: dashi first, miso last.",
        "",
        "  Posted 2023-01-01 10:05 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice › Entry by alice  ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Soup recipes, a thread #cooking",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "  ▾ Replies 1",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:05 UTC",
        "  1. Miso soup: dashi first, miso last.",
        "",
        "",
        " 1/5 author",
      ])
    #expect(app.shell.stack.count == 3)
    expectScreen(
      try app.press("<Esc>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice                   ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @alice@example.social · Enter opens it",
        "    Soup recipes, a thread #cooking",
        "",
        "  1. Miso soup: dashi first, miso last.",
        "",
        "  Posted 2023-01-01 10:05 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        "",
        " 2/4 reply",
      ])
  }

  @Test("A reply to someone else's post says where it is, and Enter opens its author's profile")
  func replyElsewhere() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("jjjj<Enter>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↩ in reply to @bob@other.example · Enter opens their profile",
        "  https://other.example/users/bob/statuses/77 · not in this document",
        "",
        "  @bob agreed!",
        "",
        "  Posted 2023-01-02 09:00 UTC",
        "  https://example.social/@alice/3",
        "",
        "",
        "",
        " 1/4 author",
      ])
    try app.press("j<Enter>")
    #expect(app.title == "bob")
  }

  @Test("A boost of one's own post behind a content warning shows the warning, not the text")
  func boostOfOwnWarnedPost() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let first = export.note(
      id: 1, published: "2023-01-01T08:00:00Z", html: "<p>the surprise is a cake</p>",
      summary: "birthday surprise")
    export.boost(id: 2, published: "2023-01-02T08:00:00Z", of: first, by: Exports.alice().actorURI)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 60, height: 12))
    expectScreen(
      try app.press("j"),
      [
        "archive.zip › Feed                                    ? help",
        "  alice · Alice Liddell",
        "  1 post · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> ↻ Alice Lidde… boosted @alice@example.social · 2023-01-02",
        "  ⚠ birthday surprise · Space shows the post",
        "",
        "  Alice Liddell · 2023-01-01 08:00 UTC",
        "  ⚠ birthday surprise · Space shows the post",
        "",
        " 2/3 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  ↻ Boosted a post by @alice@example.social · Enter opens  ┃",
        "  it                                                       ┃",
        "  https://example.social/users/alice/statuses/1            ┃",
        "                                                           ┃",
        "  ⚠ birthday surprise                                      ┃",
        "",
        "  the surprise is a cake",
        "",
        " 1/5 author",
      ])
  }

  @Test("A poll's entry screen: every option with its bar and votes, then the total and end")
  func pollEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 16))
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive-20230105.tar.gz › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Tea or coffee?",
        "",
        "  ▕███▊      ▏ 38% Tea (3)",
        "  ▕██████▎   ▏ 63% Coffee (5)",
        "  ▕          ▏  0% Neither (0)",
        "  8 votes · ended 2023-01-09 10:00 UTC",
        "",
        "  Posted 2023-01-04 12:00 UTC",
        "  https://example.social/@alice/5",
        "",
        "",
        "",
        " 1/4 author",
      ])
  }
}
