import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A profile lists your boosts of their posts, which an archive holds only by address")
struct BoostsOfTheirPostsScreenTests {
  /// Alice's archive: a post mentioning Bob, three boosts of Bob's posts and one of Carol's.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>\(Exports.mention("bob", at: "other.example")) hello</p>", mentions: [Exports.bob])
    for id in 2...4 {
      export.boost(
        id: id, published: "2023-01-0\(id)T10:00:00Z",
        of: "https://other.example/users/bob/statuses/\(id * 100)", by: Exports.bob.uri)
    }
    export.boost(
      id: 5, published: "2023-01-05T10:00:00Z",
      of: "https://example.social/users/carol/statuses/7", by: Exports.carol.uri)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Bob's profile: your posts that mention him, then your 3 boosts of his, newest first")
  func bobsProfile() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 20))
    // The boost of Bob's status 400 opens his profile.
    expectScreen(
      try app.press("jjj<Enter>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice › bob                 ? help",
        "> ┌────┐ bob",
        "  │ BO │ @bob@other.example",
        "  └────┘ no picture",
        "",
        "  ▾ Your posts that mention @bob@other.example 1",
        "  2023-01-01 10:00 UTC",
        "  @bob hello",
        "",
        "  ▾ Your boosts of posts by @bob@other.example 3",
        "  2023-01-04 10:00 UTC",
        "  https://other.example/users/bob/statuses/400",
        "  2023-01-03 10:00 UTC",
        "  https://other.example/users/bob/statuses/300",
        "  2023-01-02 10:00 UTC",
        "  https://other.example/users/bob/statuses/200",
        "",
        "",
        "",
        " 1/5 profile",
      ])
    // Enter on a boost opens it: the oldest, Bob's status 200.
    expectScreen(
      try app.press("jjjjj<Enter>"),
      [
        "… › Feed › Entry by alice › bob › Entry by alice          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their",
        "  profile",
        "  https://other.example/users/bob/statuses/200",
        "  The archive holds only the address of a boosted post, not its",
        "  text.",
        "",
        "  Boosted 2023-01-02 10:00 UTC",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
  }
}
