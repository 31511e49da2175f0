import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Replies and quotes of your own posts, whatever form their addresses take")
struct OwnPostAddressScreenTests {
  /// Bob, with the numeric actor URI Mastodon 4.5 gives new accounts.
  private static let bob = MastodonExport.Mention(
    uri: "https://other.example/ap/users/114999", name: "@bob@other.example")

  /// Alice's thread with Mastodon 4.5's addresses (`/ap/users/<id>/statuses/<id>`): a post,
  /// a reply to it, a reply to it that mentions Bob, a quote of it, and a boost of Bob's post.
  private func numericExport() -> MastodonExport {
    var export = Exports.alice()
    export.accountID = "114512345678901234"
    let first = export.note(id: 1, published: "2025-08-01T10:00:00Z", html: "<p>thread 1/3</p>")
    export.note(
      id: 2, published: "2025-08-01T10:01:00Z", html: "<p>thread 2/3</p>", inReplyTo: first)
    export.note(
      id: 3, published: "2025-08-01T10:02:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) thread 3/3</p>", inReplyTo: first,
      mentions: [Self.bob])
    export.note(
      id: 4, published: "2025-08-01T10:03:00Z", html: "<p>quoting my thread</p>", quote: first)
    export.boost(
      id: 5, published: "2025-08-01T10:04:00Z", of: Self.bob.uri + "/statuses/115000",
      by: Self.bob.uri)
    return export
  }

  @Test("Mastodon 4.5's numeric addresses: replies and quotes name you, the boost names Bob")
  func numericFeed() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try numericExport().writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 30))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                ? help",
        "> alice · Alice Liddell",
        "  4 posts · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 1",
        "   bob",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2025-08-01 10:04 UTC",
        "  https://other.example/ap/users/114999/statuses/115000 · text not in …",
        "",
        "  Alice Liddell @alice@example.social · 2025-08-01 10:03 UTC",
        "  ❝ quoting @alice@example.social",
        "  quoting my thread",
        "",
        "  Alice Liddell @alice@example.social · 2025-08-01 10:02 UTC",
        "  ↩ in reply to @alice@example.social",
        "  @bob thread 3/3",
        "",
        "  Alice Liddell @alice@example.social · 2025-08-01 10:01 UTC",
        "  ↩ in reply to @alice@example.social",
        "  thread 2/3",
        "",
        "  Alice Liddell @alice@example.social · 2025-08-01 10:00 UTC",
        "  thread 1/3",
        "",
        "",
        "",
        "",
        " 1/7 profile summary",
      ])
  }

  @Test("Mastodon 4.5's numeric addresses: Enter on the ↩ line opens the post replied to")
  func numericOpensParent() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try numericExport().writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("jjjjj<Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice › Entry by alice      ? help",
        "> alice · Alice Liddell · @alice@example.social                ┃",
        "                                                               ┃",
        "  thread 1/3                                                   ┃",
        "                                                               ┃",
        "  Posted 2025-08-01 10:00 UTC                                  ┃",
        "  https://example.social/@alice/1                              ┃",
        "                                                               ┃",
        "  ▾ Replies 2                                                  ┃",
        "  Alice Liddell @alice@example.social · 2025-08-01 10:01 UTC",
        "  thread 2/3",
        " 1/6 author",
      ])
  }

  @Test(
    "Pleroma's and Akkoma's /objects/ addresses: a reply to your own post names you and opens it",
    arguments: [false, true])
  func objectAddresses(newestFirst: Bool) throws {
    let actor = "https://akkoma.example/users/alice"
    let note = { (id: String, date: String, text: String, reply: String?) in
      let replyField = reply.map { #","inReplyTo":"\#($0)""# } ?? ""
      return #"""
        {"type":"Create","actor":"\#(actor)","published":"\#(date)",
         "to":["https://www.w3.org/ns/activitystreams#Public"],"cc":["\#(actor)/followers"],
         "object":{"type":"Note","id":"https://akkoma.example/objects/\#(id)",
           "attributedTo":"\#(actor)","published":"\#(date)","content":"\#(text)",
           "to":["https://www.w3.org/ns/activitystreams#Public"],"cc":["\#(actor)/followers"],
           "tag":[{"type":"Mention","href":"https://other.example/users/bob",
             "name":"@bob@other.example"}]\#(replyField)}}
        """#
    }
    // Oldest first, as Mastodon and Akkoma write an outbox, or newest first, as other
    // servers do: which of the two is read first does not matter.
    var items = [
      note("0b1e", "2024-02-01T10:00:00Z", "<p>first</p>", nil),
      note("7c2f", "2024-02-01T10:01:00Z", "<p>second</p>", "https://akkoma.example/objects/0b1e"),
    ]
    if newestFirst { items.reverse() }
    let outbox = #"{"orderedItems":["# + items.joined(separator: ",") + "]}"
    let folder = try TemporaryFolder()
    try folder.write(outbox, to: "export/outbox.json")
    let app = try ArchiveApp(folder.file("export"), size: Size(width: 64, height: 12))
    expectScreen(
      app.screen,
      [
        "export › Feed                                             ? help",
        "> alice · @alice@akkoma.example                                ┃",
        "  2 posts · 0 boosts                                           ┃",
        "                                                               ┃",
        "  History 1                                                    ┃",
        "   bob                                                         ┃",
        "                                                               ┃",
        "  alice @alice@akkoma.example · 2024-02-01 10:01 UTC           ┃",
        "  ↩ in reply to @alice@akkoma.example",
        "  second",
        "",
        " 1/4 profile summary                                ⚠ 1 warning",
      ])
    expectScreen(
      try app.press("jj<Enter>j<Enter>"),
      [
        "export › Feed › Entry by alice › Entry by alice           ? help",
        "> alice · @alice@akkoma.example",
        "",
        "  first",
        "",
        "  Posted 2024-02-01 10:00 UTC",
        "  https://akkoma.example/objects/0b1e",
        "",
        "  ▾ Replies 1",
        "  alice @alice@akkoma.example · 2024-02-01 10:01 UTC",
        "  second",
        " 1/5 author                                         ⚠ 1 warning",
      ])
  }

  @Test(
    "A reply to and a quote of Bob's post at a Mastodon 4.5 address name him, as the boost does"
  )
  func numericOthers() throws {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2025-08-01T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) hi</p>", mentions: [Self.bob])
    export.note(
      id: 2, published: "2025-08-01T10:01:00Z", html: "<p>no mention</p>",
      inReplyTo: Self.bob.uri + "/statuses/115000")
    export.note(
      id: 3, published: "2025-08-01T10:02:00Z", html: "<p>look</p>",
      quote: Self.bob.uri + "/statuses/115001")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 72, height: 20))
    let lines = app.screen.lines
    #expect(lines.contains("  ❝ quoting @bob@other.example"), "\(lines)")
    #expect(lines.contains("  ↩ in reply to @bob@other.example"), "\(lines)")
    // Bob's profile lists the reply that does not mention him.
    let profile = try app.press("jl<Enter>").lines
    #expect(
      profile.contains { $0.contains("mention or reply to @bob@other.example 2") }, "\(profile)")
  }
}
