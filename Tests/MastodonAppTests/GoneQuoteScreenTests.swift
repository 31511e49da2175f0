import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("An archive's quotes of posts that are gone: one's own deleted post, and a Tombstone")
struct GoneQuoteScreenTests {
  /// Alice's archive with a quote of her own post 99, which the outbox does not hold (she
  /// deleted it), as Mastodon 4.5 writes it: the address in `quote`, `quoteUri` and
  /// `_misskey_quote`.
  private func ownDeleted(in folder: TemporaryFolder) throws -> (path: String, quoted: String) {
    var export = Exports.alice()
    let quoted = export.statusURI(99)
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Quote of my deleted post</p>",
      quote: quoted)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return (path, quoted)
  }

  @Test("A quote of one's own deleted post says it is not in this document, on the row too")
  func ownDeletedFeed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try ownDeleted(in: folder).path, size: Size(width: 80, height: 10))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  ❝ quoting @alice@example.social · not in this document",
        "  Quote of my deleted post",
        "",
        " 1/2 profile summary",
      ])
  }

  @Test("Its entry says the post is not in this document; Enter says where it was")
  func ownDeletedEntry() throws {
    let folder = try TemporaryFolder()
    let (path, quoted) = try ownDeleted(in: folder)
    let app = try ArchiveApp(path, size: Size(width: 80, height: 12))
    expectScreen(
      try app.press("jj<Enter>jj"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  Quote of my deleted post",
        "",
        "> ❝ Quoting @alice@example.social",
        "  \(quoted) · not in this document",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        " 3/4 quote",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  Quote of my deleted post",
        "",
        "> ❝ Quoting @alice@example.social",
        "  \(quoted) · not in this document",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        " Not in this document: \(quoted)  │  3/4",
      ])
  }

  @Test("On a narrow screen the address line breaks before `not in this document`")
  func ownDeletedNarrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try ownDeleted(in: folder).path, size: Size(width: 50, height: 9))
    expectScreen(
      try app.press("jj<Enter>jj"),
      [
        "archive.zip › Feed › Entry by alice         ? help",
        "  Quote of my deleted post",
        "",
        "> ❝ Quoting @alice@example.social                ┃",
        "  https://example.social/users/alice/statuses/99 ┃",
        "  not in this document                           ┃",
        "                                                 ┃",
        "  Posted 2023-01-01 10:00 UTC",
        " 3/4 quote",
      ])
  }

  /// Alice's archive with quotes whose `quote` is a Tombstone, as Mastodon's NoteSerializer
  /// writes it once the quoted post is gone: without an id, with another's post's id, and with
  /// the id of her own post.
  private func tombstones(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let tombstones = [
      #"{"type":"Tombstone"}"#,
      #"{"type":"Tombstone","id":"https://other.example/users/bob/statuses/5"}"#,
      #"{"type":"Tombstone","id":"\#(export.statusURI(98))"}"#,
    ]
    for (offset, tombstone) in tombstones.enumerated() {
      let id = offset + 1
      let uri = export.statusURI(id)
      let actor = export.actorURI
      export.raw(
        #"{"id":"\#(uri)/activity","type":"Create","actor":"\#(actor)","#
          + #""published":"2023-01-0\#(id)T10:00:00Z","#
          + #""to":["https://www.w3.org/ns/activitystreams#Public"],"cc":[],"#
          + #""object":{"id":"\#(uri)","type":"Note","published":"2023-01-0\#(id)T10:00:00Z","#
          + #""url":"https://example.social/@alice/\#(id)","attributedTo":"\#(actor)","#
          + #""to":["https://www.w3.org/ns/activitystreams#Public"],"cc":[],"#
          + #""content":"<p>Tombstone \#(id)</p>","quote":\#(tombstone),"#
          + #""attachment":[],"tag":[]}}"#)
    }
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("A quote of a Tombstone says the post was deleted, in the feed")
  func tombstoneFeed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try tombstones(in: folder), size: Size(width: 80, height: 18))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  ❝ quoting @alice@example.social · the post was deleted",
        "  Tombstone 3",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  ❝ quoting @bob@other.example · the post was deleted",
        "  Tombstone 2",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  ❝ quoting a post · the post was deleted",
        "  Tombstone 1",
        "",
        " 1/4 profile summary",
      ])
  }

  @Test("Its entry says so, with the address when the Tombstone has an id; Enter says where")
  func tombstoneEntries() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try tombstones(in: folder), size: Size(width: 80, height: 10))
    expectScreen(
      try app.press("<End><Enter>jj"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  Tombstone 1",
        "",
        "> ❝ Quoting a post · the post was deleted",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        " 3/4 quote",
      ])
    expectScreen(
      try app.press("<Esc>k<Enter>jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  Tombstone 2                                                                  ┃",
        "                                                                               ┃",
        "> ❝ Quoting @bob@other.example · the post was deleted                          ┃",
        "  https://other.example/users/bob/statuses/5                                   ┃",
        "                                                                               ┃",
        "  Posted 2023-01-02 10:00 UTC",
        " Not in this document: https://other.example/users/bob/statuses/5  │  3/4 quote",
      ])
    expectScreen(
      try app.press("<Esc>k<Enter>jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social                                ┃",
        "                                                                               ┃",
        "  Tombstone 3                                                                  ┃",
        "                                                                               ┃",
        "> ❝ Quoting @alice@example.social · the post was deleted                       ┃",
        "  https://example.social/users/alice/statuses/98                               ┃",
        "                                                                               ┃",
        "  Posted 2023-01-03 10:00 UTC",
        " Not in this document: https://example.social/users/alice/statuses/98  │  3/4",
      ])
  }
}
