import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("following_accounts.csv: accounts in Mastodon's shapes; a line that is not one is a warning")
struct FollowingCSVTests {
  /// A one-post export whose `following_accounts.csv` is `csv`, read from a folder.
  private func load(csv: String) throws -> DocumentSnapshot {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    try folder.write(csv, to: "export/following_accounts.csv")
    return try MastodonTests.load(path, name: "export")
  }

  /// The addresses the owner follows, in order.
  private func following(_ snapshot: DocumentSnapshot) throws -> [String?] {
    let document = snapshot.document
    let me = try #require(document.me.flatMap(document.user))
    return me.following.map { document.user($0)?.address }
  }

  @Test(
    "Malformed lines and other shapes are skipped, each with a warning naming its line",
    arguments: ["\n", "\r\n"])
  func malformedLines(lineEnd: String) throws {
    let lines = [
      "\u{FEFF}Account address,Show boosts,Notify on new posts,Languages",
      "bob@other.example,true,false,",
      #"@carol@example.social,true,false,"en,de""#,
      "",
      #""dave@third.example,true"#,
      "https://z.example/@zz,true,false,",
      "@,true,false,",
      ",true,false,",
      #""erin@x.example"x,true"#,
      #"@@gus@x.example,true"#,
      "fred@fourth.example:8443,true,false,",
    ]
    let snapshot = try load(csv: lines.joined(separator: lineEnd) + lineEnd)
    #expect(
      snapshot.warnings.map(\.description) == [
        "following_accounts.csv:5: malformed CSV: a quote is not closed; skipped",
        #"following_accounts.csv:6: not an account address (user@host): "https://z.example/@zz"; skipped"#,
        #"following_accounts.csv:7: not an account address (user@host): "@"; skipped"#,
        "following_accounts.csv:8: no account address; skipped",
        "following_accounts.csv:9: malformed CSV: text after a closing quote; skipped",
        #"following_accounts.csv:10: not an account address (user@host): "@@gus@x.example"; skipped"#,
      ])
    #expect(
      try following(snapshot) == [
        "@bob@other.example", "@carol@example.social", "@fred@fourth.example:8443",
      ])
  }

  @Test("An address with a character that reorders text is skipped, and the warning escapes it")
  func hiddenCharacters() throws {
    let snapshot = try load(csv: "bob@other.example\nweird\u{202E}@evil.example\n")
    #expect(
      snapshot.warnings.map(\.description) == [
        #"following_accounts.csv:2: not an account address (user@host): "weird\u202E@evil.example"; skipped"#
      ])
    #expect(try following(snapshot) == ["@bob@other.example"])
  }
}
