import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Whom a boost names, when the boosted author's URI holds no user name")
struct BoostedAuthorScreenTests {
  @Test(
    "A boosted author is named as the archive's mentions name them, or by the URI, never by an id"
  )
  func boostedAuthors() throws {
    var export = Exports.alice()
    let syuilo = MastodonExport.Mention(
      uri: "https://misskey.example/users/9h7xyzabcd", name: "@syuilo@misskey.example")
    let joe = MastodonExport.Mention(
      uri: "https://gnusocial.example/user/5", name: "@joe@gnusocial.example")
    // The oldest post mentions Syuilo and Joe; it is read after the boosts, newest first.
    export.note(
      id: 1, published: "2024-05-01T10:00:00Z",
      html: "<p>\(Exports.mention("syuilo", at: "misskey.example")) "
        + "\(Exports.mention("joe", at: "gnusocial.example")) hi</p>",
      mentions: [syuilo, joe])
    export.boost(
      id: 2, published: "2024-05-02T10:00:00Z", of: "https://misskey.example/notes/9k2abc3def",
      by: syuilo.uri)
    export.boost(
      id: 3, published: "2024-05-03T10:00:00Z",
      of: "tag:gnusocial.example,2017-03-02:noticeId=123:objectType=note", by: joe.uri)
    // Misskey's /users/ path holds an id, not a name: no one mentions this author.
    export.boost(
      id: 4, published: "2024-05-04T10:00:00Z", of: "https://misskey.example/notes/9k2zzz",
      by: "https://misskey.example/users/9h7other00")
    // Pleroma's and Mastodon's /users/ paths hold the name.
    export.boost(
      id: 5, published: "2024-05-05T10:00:00Z", of: "https://pleroma.example/objects/abc",
      by: "https://pleroma.example/users/lain")
    export.boost(
      id: 6, published: "2024-05-06T10:00:00Z", of: "https://other.example/users/bob/statuses/7",
      by: "https://other.example/users/bob")
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 90, height: 30))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                                  ? help",
        "> alice · Alice Liddell",
        "  1 post · 5 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 2",
        "   syuilo  joe",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2024-05-06 10:00 UTC",
        "  https://other.example/users/bob/statuses/7 · text not in the archive",
        "",
        "  ↻ Alice Liddell boosted @lain@pleroma.example · 2024-05-05 10:00 UTC",
        "  https://pleroma.example/objects/abc · text not in the archive",
        "",
        "  ↻ Alice Liddell boosted https://misskey.example/users/9h7other00 · 2024-05-04 10:00 UTC",
        "  https://misskey.example/notes/9k2zzz · text not in the archive",
        "",
        "  ↻ Alice Liddell boosted @joe@gnusocial.example · 2024-05-03 10:00 UTC",
        "  tag:gnusocial.example,2017-03-02:noticeId=123:objectType=note · text not in the archive",
        "",
        "  ↻ Alice Liddell boosted @syuilo@misskey.example · 2024-05-02 10:00 UTC",
        "  https://misskey.example/notes/9k2abc3def · text not in the archive",
        "",
        "  Alice Liddell @alice@example.social · 2024-05-01 10:00 UTC",
        "  @syuilo @joe hi",
        "",
        "",
        "",
        "",
        " 1/8 profile summary",
      ])
  }
}
