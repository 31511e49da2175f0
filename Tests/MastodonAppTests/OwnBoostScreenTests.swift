import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boost of one's own post shows the post as the post's own row and screen do")
struct OwnBoostScreenTests {
  private static let picture = "media_attachments/files/1/original/a.png"

  /// Alice's archive: a post behind a content warning with a picture, a poll, a post with
  /// sensitive media, and her boosts of each, whose objects are only the posts' addresses, as
  /// Mastodon 4 writes them.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.media = [(Self.picture, try Exports.png())]
    let warned = export.note(
      id: 1, published: "2024-01-01T00:01:00Z", html: "<p>secret text</p>", summary: "spoiler",
      attachments: [.init(url: Self.picture, alt: "A cat")])
    let poll = export.note(
      id: 2, published: "2024-01-01T00:02:00Z", html: "<p>Tea or coffee?</p>",
      poll: .init(
        options: [("Tea", 3), ("Coffee", 1)], endTime: "2024-01-08T00:02:00Z", closed: true))
    let sensitive = export.note(
      id: 3, published: "2024-01-01T00:03:00Z", html: "<p>post 3</p>", sensitive: true,
      attachments: [.init(url: Self.picture, alt: "A dog")])
    for (id, post) in [(10, warned), (11, poll), (12, sensitive)] {
      export.boost(
        id: id, published: "2024-01-01T00:\(id):00Z", of: post, by: Exports.alice().actorURI)
    }
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The boosts' rows: the sensitive marker, the poll, the warning that Space lifts")
  func rows() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 16))
    expectScreen(
      try app.press("j"),
      [
        "archive.zip › Feed                                                ? help",
        "  alice · Alice Liddell                                                ┃",
        "  3 posts · 3 boosts · 0 likes · 0 bookmarks                           ┃",
        "  Swift & terminals. Cats.                                             ┃",
        "                                                                       ┃",
        "> ↻ Alice Liddell boosted @alice@example.social · 2024-01-01 00:12 UTC ┃",
        "  post 3                                                               ┃",
        "  ▣ sensitive media · Space shows it",
        "",
        "  ↻ Alice Liddell boosted @alice@example.social · 2024-01-01 00:11 UTC",
        "  Tea or coffee?",
        "  ▕███████▌  ▏ 75% Tea (3)",
        "  ▕██▌       ▏ 25% Coffee (1)",
        "  4 votes · closed",
        "",
        " 2/7 entry",
      ])
    expectScreen(
      try app.press("jj<Space>"),
      [
        "archive.zip › Feed                                                ? help",
        "",
        "> ↻ Alice Liddell boosted @alice@example.social · 2024-01-01 00:10 UTC",
        "  ⚠ spoiler · Space hides the post",
        "  secret text",
        "                                    ████████████████",
        "                                    ████████████████                   ┃",
        "                                    ████████████████                   ┃",
        "                                    ████████████████                   ┃",
        "                                    ████████████████                   ┃",
        "                                    ████████████████",
        "                                    ████████████████",
        "                                    ████████████████",
        "  “A cat”",
        "",
        " 4/7 entry",
      ])
  }

  @Test("The filter finds the text behind the boost's warning, and says Space shows it")
  func warnedMatch() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("/secret<Enter>"),
      [
        "archive.zip › Feed                                                ? help",
        "  alice · Alice Liddell",
        "  3 posts · 3 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> ↻ Alice Liddell boosted @alice@example.social · 2024-01-01 00:10 UTC",
        "  ⚠ spoiler · Space shows the match",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-01 00:01 UTC",
        "  ⚠ spoiler · Space shows the match",
        "",
        "",
        "",
        " 2/3 entry  │  /secret · match 1/2",
      ])
  }

  @Test("The boost's screens show the warning, the poll, the pictures and their alt texts")
  func entryScreens() throws {
    let folder = try TemporaryFolder()
    let path = try archive(in: folder)
    let warned = try ArchiveApp(path, size: Size(width: 72, height: 24))
    expectScreen(
      try warned.press("jjj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social                        ┃",
        "                                                                       ┃",
        "  ↻ Boosted a post by @alice@example.social · Enter opens it           ┃",
        "  https://example.social/users/alice/statuses/1                        ┃",
        "                                                                       ┃",
        "  ⚠ spoiler                                                            ┃",
        "                                                                       ┃",
        "  secret text                                                          ┃",
        "                                                                       ┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        " 1/6 author",
      ])
    let poll = try ArchiveApp(path, size: Size(width: 72, height: 24))
    expectScreen(
      try poll.press("jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @alice@example.social · Enter opens it",
        "  https://example.social/users/alice/statuses/2",
        "",
        "  Tea or coffee?",
        "",
        "  ▕███████▌  ▏ 75% Tea (3)",
        "  ▕██▌       ▏ 25% Coffee (1)",
        "  4 votes · ended 2024-01-08 00:02 UTC",
        "",
        "  Posted 2024-01-01 00:02 UTC · Boosted 2024-01-01 00:11 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/5 author",
      ])
    let sensitive = try ArchiveApp(path, size: Size(width: 72, height: 24))
    expectScreen(
      try sensitive.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social                        ┃",
        "                                                                       ┃",
        "  ↻ Boosted a post by @alice@example.social · Enter opens it           ┃",
        "  https://example.social/users/alice/statuses/3                        ┃",
        "                                                                       ┃",
        "  post 3                                                               ┃",
        "                                                                       ┃",
        "  ▣ sensitive media                                                    ┃",
        "                                                                       ┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████┃",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        "                                    ▐██████████████████████████████████",
        " 1/6 author",
      ])
  }
}

@Suite("A boost that embeds one's own followers-only post")
struct EmbeddedBoostScreenTests {
  @Test("Its screen says when the post was posted, then when it was boosted")
  func postedAndBoosted() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let actor = export.actorURI
    let post = export.statusURI(13)
    export.raw(
      #"{"id":"\#(export.statusURI(14))/activity","type":"Announce","actor":"\#(actor)","#
        + #""published":"2024-06-01T06:00:00Z","to":["\#(actor)/followers"],"cc":["\#(actor)"],"#
        + #""object":{"id":"\#(post)","type":"Note","published":"2024-05-01T06:00:00Z","#
        + #""attributedTo":"\#(actor)","to":["\#(actor)/followers"],"cc":[],"#
        + #""content":"<p>embedded private post</p>","url":"https://example.social/@alice/13","#
        + #""attachment":[],"tag":[]}}"#)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @alice@example.social · Enter opens their",
        "  profile",
        "  https://example.social/users/alice/statuses/13",
        "",
        "  embedded private post",
        "",
        "  Posted 2024-05-01 06:00 UTC · Boosted 2024-06-01 06:00 UTC",
        "  followers only",
        " 1/4 author",
      ])
  }

  @Test("A boost of one's own reply shows whom the reply answers, as the reply's row does")
  func boostedReply() throws {
    var export = Exports.alice()
    let reply = export.note(
      id: 1, published: "2024-01-01T00:01:00Z", html: "<p>I agree</p>",
      inReplyTo: "https://third.example/users/dan/statuses/9")
    export.boost(id: 2, published: "2024-01-01T00:02:00Z", of: reply, by: export.actorURI)
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 20))
    let lines = app.screen.lines
    #expect(lines.filter { $0 == "  ↩ in reply to @dan@third.example" }.count == 2, "\(lines)")
  }
}

@Suite("A boost of one's own post of only a picture is as the post's row: no (no text)")
struct OwnPictureBoostTests {
  @Test("Its row has the picture after the byline, and a filter for its address finds nothing")
  func pictureOnly() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let picture = "media_attachments/files/1/original/a.png"
    export.media = [(picture, try Exports.png())]
    let post = export.note(
      id: 1, published: "2024-01-01T00:01:00Z", html: "",
      attachments: [.init(url: picture, alt: "A cat")])
    export.boost(id: 10, published: "2024-01-01T00:10:00Z", of: post, by: export.actorURI)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 10))
    let screen = try app.press("j").lines
    let byline = try #require(screen.firstIndex { $0.hasPrefix("> ↻ Alice Liddell boosted") })
    // The picture follows the byline, as in the post's own row.
    #expect(screen[byline + 1].contains("████"), "\(screen)")
    #expect(!screen.contains { $0.contains("(no text)") }, "\(screen)")
    let filtered = try app.press("/statuses/1<Enter>").lines
    #expect(filtered.last?.contains("0 of 2 match") == true, "\(filtered)")
  }
}
