import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The owner's profile, whom they follow, and the people they talked to, from a folder")
struct ProfileScreenTests {
  /// Alice's archive extracted into a folder: a moved account with an avatar, fields, likes and
  /// bookmarks,
  /// following three people, and posts that mention Bob twice and reply to Carol.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.avatar = ("avatar.png", try Exports.png())
    export.movedTo = "https://new.example/users/alice2"
    export.likes = (1...3).map { "https://other.example/users/bob/statuses/\($0)" }
    export.bookmarks = ["https://other.example/users/bob/statuses/9", "https://x.example/1"]
    export.following = ["bob@other.example", "carol@example.social", "dave@third.example"]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) welcome to the fediverse!</p>",
      mentions: [Exports.bob])
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html: "<p>\(Exports.mention("carol", at: "example.social")) yes, at noon</p>",
      inReplyTo: "https://example.social/users/carol/statuses/40", mentions: [Exports.carol])
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z",
      html: "<p>Lunch with \(Exports.mention("bob", at: "other.example")) today</p>",
      mentions: [Exports.bob])
    return try export.writeFolder("archive-20230104", in: folder)
  }

  @Test("The profile: name and address, counts, joined, moved, about, fields, following")
  func profile() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 24))
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive-20230104 › Feed › alice                           ? help",
        ">      █████ alice                                             ┃",
        "       █████ Alice Liddell · @alice@example.social             ┃",
        "             3 posts · 0 boosts · 3 likes · 2 bookmarks        ┃",
        "             joined 2017-04-01                                 ┃",
        "             moved to @alice2@new.example                      ┃",
        "                                                               ┃",
        "  ▾ About                                                      ┃",
        "  Swift & terminals.                                           ┃",
        "                                                               ┃",
        "  Cats.                                                        ┃",
        "                                                               ┃",
        "  ▾ Attributes 2                                               ┃",
        "  Website   alice.example                                      ┃",
        "  Pronouns  she/her                                            ┃",
        "                                                               ┃",
        "  ▾ Following 3                                                ┃",
        "  bob · @bob@other.example                                     ┃",
        "  carol · @carol@example.social",
        "  dave · @dave@third.example",
        "",
        "  ▾ Likes 3",
        "  https://other.example/users/bob/statuses/1",
        " 1/12 profile",
      ])
  }

  @Test("A blank display name and blank fields leave no blank rows or dangling separators")
  func blankNameAndFields() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.displayName = " \t "
    export.fields = [("", ""), ("Site", "x"), ("  ", "<p></p>")]
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>hi</p>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 50, height: 12))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                          ? help",
        "> alice · @alice@example.social",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals.",
        "",
        "  alice · 2023-01-01 10:00 UTC",
        "  hi",
        "",
        "",
        "",
        "",
        " 1/2 profile summary       ⚠ 2 warnings of 1 kind",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › alice                  ? help",
        "> ┌────┐ alice",
        "  │ AL │ @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmar…",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        "  ▾ Attributes 1",
        "  Site  x",
        " 1/3 profile               ⚠ 2 warnings of 1 kind",
      ])
  }

  @Test("The history row holds whom Alice talked to, newest first, each once")
  func history() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Right>"),
      [
        "archive-20230104 › Feed                                   ? help",
        "  alice · Alice Liddell                                        ┃",
        "  3 posts · 0 boosts · 3 likes · 2 bookmarks                   ┃",
        "  Swift & terminals. Cats.                                     ┃",
        "                                                               ┃",
        "  History 2                                                    ┃",
        ">  bob [carol]",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  Lunch with @bob today",
        "",
        " 2/5 history",
      ])
  }

  @Test("Enter on a person of the history opens their profile with Alice's posts that mention them")
  func mentions() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("j<Right><Enter>"),
      [
        "archive-20230104 › Feed › carol                           ? help",
        "> ┌────┐ carol",
        "  │ CA │ @carol@example.social",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @carol@example.social 1",
        "  2023-01-02 10:00 UTC",
        "  @carol yes, at noon",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile",
      ])
    expectScreen(
      try app.press("<Esc><Left><Enter>"),
      [
        "archive-20230104 › Feed › bob                             ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @bob@other.example 2",
        "  2023-01-03 10:00 UTC",
        "  Lunch with @bob today",
        "  2023-01-01 10:00 UTC",
        "  @bob welcome to the fediverse!",
        "",
        "",
        "",
        " 1/3 profile",
      ])
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive-20230104 › Feed › bob › Entry by alice            ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  @bob welcome to the fediverse!",
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

  @Test("Following opens each account's profile: its address, and says when no post mentions it")
  func following() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("<Enter><End>kkkkk<Enter>"),
      [
        "archive-20230104 › Feed › alice › dave                    ? help",
        "> ┌────┐ dave",
        "  │ DA │ @dave@third.example",
        "  └────┘ no picture",
        "",
        "  None of your posts mention @dave@third.example",
        "",
        "",
        "",
        "",
        "",
        " 1/1 profile",
      ])
  }

  @Test(
    "An avatar whose url carries a timestamp query, as older servers wrote it, shows",
    arguments: ["tar.gz", "zip of a member with the query", "bare outbox"])
  func avatarWithQuery(kind: String) throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.avatar = ("avatar.png", try Exports.png())
    export.avatarURL = "avatar.png?1526000000"
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let path: String
    switch kind {
    case "tar.gz": path = try folder.write(export.tarGzipBytes(), to: "archive")
    case "zip of a member with the query":
      export.avatar?.name = "avatar.png?1526000000"
      path = try folder.write(export.zipBytes(), to: "archive")
    default:
      for file in export.files where file.name != "outbox.json" {
        try folder.write(file.bytes, to: file.name)
      }
      path = try folder.write(export.outbox, to: "archive")
    }
    let app = try ArchiveApp(path, size: Size(width: 64, height: 8))
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive › Feed › alice                                    ? help",
        ">      █████ alice                                             ┃",
        "       █████ Alice Liddell · @alice@example.social             ┃",
        "             1 post · 0 boosts · 0 likes · 0 bookmarks",
        "             joined 2017-04-01",
        "",
        "  ▾ About",
        " 1/4 profile",
      ])
    #expect(app.warnings == [])
  }

  @Test("A malformed line of following_accounts.csv is left out of Following, and ! names it")
  func malformedFollowing() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let path = try export.writeFolder("archive", in: folder)
    let csv = [
      "Account address,Show boosts,Notify on new posts,Languages",
      "bob@other.example,true,false,", #""carol@example.social,true"#,
      "https://z.example/@zz,true,false,", "@,true,false,",
    ]
    try folder.write(csv.joined(separator: "\n") + "\n", to: "archive/following_accounts.csv")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      try app.press("<Enter><End>"),
      [
        "archive › Feed › alice                                    ? help",
        "  Cats.",
        "",
        "  ▾ Attributes 2",
        "  Website   alice.example",
        "  Pronouns  she/her                                            ┃",
        "                                                               ┃",
        "  ▾ Following 1                                                ┃",
        "> bob · @bob@other.example                                     ┃",
        " 5/5 following                                     ⚠ 3 warnings",
      ])
    expectScreen(
      try app.press("!"),
      [
        "archive › Feed › alice › Warnings                         ? help",
        "> ⚠ following_accounts.csv:3",
        "    malformed CSV: a quote is not closed; skipped",
        "  ⚠ following_accounts.csv:4",
        "    not an account address (user@host):",
        "    \"https://z.example/@zz\"; skipped",
        "  ⚠ following_accounts.csv:5",
        "    not an account address (user@host): \"@\"; skipped",
        "",
        " 1/3 warning                                       ⚠ 3 warnings",
      ])
  }
}
