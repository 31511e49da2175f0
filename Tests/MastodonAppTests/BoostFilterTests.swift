import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The filter finds what a boost's row shows")
struct BoostFilterTests {
  /// Alice's archive: a post about soup, her boost of it, and a boost of Bob's post, which the
  /// archive holds only as an address.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let first = export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup recipes, a thread</p>")
    export.boost(id: 2, published: "2023-01-02T08:00:00Z", of: first, by: Exports.alice().actorURI)
    export.boost(
      id: 3, published: "2023-01-03T08:00:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri)
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("A boost of one's own post matches the post's text, which its row shows")
  func boostedText() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 12))
    expectScreen(
      try app.press("/recipes<Enter>"),
      [
        "archive.zip › Feed                                                ? help",
        "  alice · Alice Liddell",
        "  1 post · 2 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> ↻ Alice Liddell boosted @alice@example.social · 2023-01-02 08:00 UTC",
        "  Soup recipes, a thread",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup recipes, a thread",
        "",
        " 2/3 entry  │  /recipes · match 1/2",
      ])
  }

  /// The feed filtered to the boost of Bob's post by `query`.
  private func bobsBoost(_ query: String) -> [String] {
    [
      "archive.zip › Feed                                                ? help",
      "  alice · Alice Liddell",
      "  1 post · 2 boosts · 0 likes · 0 bookmarks",
      "  Swift & terminals. Cats.",
      "",
      "> ↻ Alice Liddell boosted @bob@other.example · 2023-01-03 08:00 UTC",
      "  https://other.example/users/bob/statuses/555 · text not in the archi…",
      "",
      "",
      "",
      "",
      " 2/2 entry  │  /\(query) · match 1/1",
    ]
  }

  @Test("A boost matches the boosted author and, when its text is not there, its address")
  func boostedAuthorAndAddress() throws {
    let folder = try TemporaryFolder()
    let path = try archive(in: folder)
    let byAuthor = try ArchiveApp(path, size: Size(width: 72, height: 12))
    expectScreen(try byAuthor.press("/bob<Enter>"), bobsBoost("bob"))
    let byAddress = try ArchiveApp(path, size: Size(width: 72, height: 12))
    expectScreen(try byAddress.press("/statuses/555<Enter>"), bobsBoost("statuses/555"))
  }
}
