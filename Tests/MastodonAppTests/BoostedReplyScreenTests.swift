import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boost of a reply shows whom the post answers, and is listed under the post answered")
struct BoostedReplyScreenTests {
  /// Alice's timeline: her boost of Kaori's reply to Bob, and her boost of Bob's status, which
  /// the array holds only inside that boost.
  private func timeline(in folder: TemporaryFolder) throws -> String {
    let kaori = APIStatuses.account("3", "kaori", "social.example", name: "Kaori")
    let bobs = APIStatuses.bobStatus(103, "2023-01-01T10:00:00.000Z", "<p>Bob asks about soup</p>")
    let reply = APIStatuses.status(
      104, "2023-01-01T11:00:00.000Z", "<p>Kaori answers: miso</p>",
      extra: #","in_reply_to_id":"103","in_reply_to_account_id":"2","account":\#(kaori)"#
    )
    .replacingOccurrences(of: "example.social/@alice/104", with: "social.example/@kaori/104")
    .replacingOccurrences(
      of: "example.social/users/alice/statuses/104",
      with: "social.example/users/kaori/statuses/104")
    let statuses = [
      APIStatuses.status(107, "2023-01-02T12:00:00.000Z", "<p>Alice's own post</p>"),
      APIStatuses.status(106, "2023-01-02T11:00:00.000Z", "", extra: #","reblog":"# + reply),
      APIStatuses.status(105, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":"# + bobs),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("A timeline's boost of a reply says whom it answers on its row")
  func timelineRow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try timeline(in: folder), size: Size(width: 80, height: 14))
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                                           ? help",
        "> alice · Alice Liddell                                                        ┃",
        "  3 posts · 2 following · 1 follower                                           ┃",
        "                                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-02 12:00 UTC                   ┃",
        "  Alice's own post                                                             ┃",
        "                                                                               ┃",
        "  ↻ Alice Liddell boosted @kaori@social.example · 2023-01-02 11:00 UTC         ┃",
        "  ↩ in reply to @bob@other.example                                             ┃",
        "  Kaori answers: miso                                                          ┃",
        "                                                                               ┃",
        "  ↻ Alice Liddell boosted @bob@other.example · 2023-01-02 10:00 UTC            ┃",
        "  Bob asks about soup",
        " 1/4 profile summary",
      ])
  }

  @Test("Its screen shows the post answered, which lists the boost under its Replies")
  func timelineEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try timeline(in: folder), size: Size(width: 80, height: 16))
    expectScreen(
      try app.press("jj<Enter>j"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @bob@other.example · Enter opens it",
        "    Bob asks about soup",
        "",
        "  ↻ Boosted a post by @kaori@social.example · Enter opens their profile",
        "  https://social.example/@kaori/104",
        "",
        "  Kaori answers: miso",
        "",
        "  Posted 2023-01-01 11:00 UTC · Boosted 2023-01-02 11:00 UTC",
        "  https://example.social/@alice/106",
        "",
        "",
        " 2/5 reply",
      ])
    // Bob's status, held only inside Alice's boost of it: the boost of Kaori's reply is
    // listed as its reply, and opens.
    expectScreen(
      try app.press("<Enter>G"),
      [
        "statuses › Feed › Entry by alice › Entry by alice                         ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their profile",
        "  https://other.example/@bob/103",
        "",
        "  Bob asks about soup",
        "",
        "  Posted 2023-01-01 10:00 UTC · Boosted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/105",
        "",
        "  ▾ Replies 1",
        "> ↻ Alice Liddell boosted @kaori@social.example · 2023-01-02 11:00 UTC",
        "  Kaori answers: miso",
        "",
        " 6/6 replies",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Entry by alice › Entry by alice › Entry by alice        ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↩ in reply to @bob@other.example · Enter opens it",
        "    Bob asks about soup",
        "",
        "  ↻ Boosted a post by @kaori@social.example · Enter opens their profile",
        "  https://social.example/@kaori/104",
        "",
        "  Kaori answers: miso",
        "",
        "  Posted 2023-01-01 11:00 UTC · Boosted 2023-01-02 11:00 UTC",
        "  https://example.social/@alice/106",
        "",
        "",
        " 1/5 author",
      ])
  }

  /// Alice's archive: her reply to Bob and her boost of it, as Mastodon writes a boost of
  /// one's own post (the address alone); and a followers-only reply to Bob with her boost of
  /// it, which embeds the post, as Mastodon writes the boost of one's own followers-only post.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let actor = export.actorURI
    let bobs = "https://other.example/users/bob/statuses/7"
    let reply = export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup, yes</p>", inReplyTo: bobs)
    export.boost(id: 2, published: "2023-01-02T10:00:00Z", of: reply, by: actor)
    let embedded = export.note(
      id: 3, published: "2023-01-03T10:00:00Z", html: "<p>Quietly: miso</p>", inReplyTo: bobs,
      visibility: "private")
    export.raw(
      #"{"id":"\#(export.statusURI(4))/activity","type":"Announce","actor":"\#(actor)","#
        + #""published":"2023-01-04T10:00:00Z","to":["\#(actor)/followers"],"cc":["\#(actor)"],"#
        + #""object":{"id":"\#(embedded)","type":"Note","published":"2023-01-03T10:00:00Z","#
        + #""attributedTo":"\#(actor)","to":["\#(actor)/followers"],"cc":[],"#
        + #""inReplyTo":"\#(bobs)","content":"<p>Quietly: miso</p>","#
        + #""url":"https://example.social/@alice/3","attachment":[],"tag":[]}}"#)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("An archive's boost that embeds a reply says whom it answers, as the reply's row does")
  func archiveRows() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 24))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell                                                        ┃",
        "  2 posts · 2 boosts · 0 likes · 0 bookmarks                                   ┃",
        "  Swift & terminals. Cats.                                                     ┃",
        "                                                                               ┃",
        "  History 1                                                                    ┃",
        "   bob                                                                         ┃",
        "                                                                               ┃",
        "  ↻ Alice Liddell · 2023-01-04 10:00 UTC · followers only                      ┃",
        "  ↩ in reply to @bob@other.example                                             ┃",
        "  Quietly: miso                                                                ┃",
        "                                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC · followers only  ┃",
        "  ↩ in reply to @bob@other.example                                             ┃",
        "  Quietly: miso                                                                ┃",
        "                                                                               ┃",
        "  ↻ Alice Liddell boosted @alice@example.social · 2023-01-02 10:00 UTC         ┃",
        "  ↩ in reply to @bob@other.example                                             ┃",
        "  Soup, yes                                                                    ┃",
        "                                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC                   ┃",
        "  ↩ in reply to @bob@other.example                                             ┃",
        "  Soup, yes",
        " 1/6 profile summary",
      ])
  }

  @Test("Bob's profile counts Alice's replies to him, not her boosts of them")
  func archiveCounts() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 16))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › bob                                                  ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention or reply to @bob@other.example 2",
        "  2023-01-03 10:00 UTC · followers only",
        "  Quietly: miso",
        "  2023-01-01 10:00 UTC",
        "  Soup, yes",
        "",
        "",
        "",
        "",
        "",
        " 1/3 profile",
      ])
  }
}
