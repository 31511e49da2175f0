import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Your profile lists the posts your archive says you liked and bookmarked")
struct LikesScreenTests {
  /// Alice's archive: two posts, two likes (one of her own post) and a bookmark.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup</p>")
    export.likes = [
      "https://other.example/users/bob/statuses/77",
      "https://example.social/users/alice/statuses/1",
    ]
    export.bookmarks = ["https://third.example/@carol/110000000000000001"]
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Likes and Bookmarks: each address; Enter opens a post of the archive, else shows it")
  func listed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    expectScreen(
      try app.press("<Enter>G"),
      [
        "archive.zip › Feed › alice                            ? help",
        "  └────┘ 1 post · 0 boosts · 2 likes · 1 bookmark",
        "         joined 2017-04-01",
        "                                                           ┃",
        "  ▾ About                                                  ┃",
        "  Swift & terminals.                                       ┃",
        "                                                           ┃",
        "  Cats.                                                    ┃",
        "                                                           ┃",
        "  ▾ Attributes 2                                           ┃",
        "  Website   alice.example                                  ┃",
        "  Pronouns  she/her                                        ┃",
        "                                                           ┃",
        "  ▾ Likes 2                                                ┃",
        "  https://other.example/users/bob/statuses/77              ┃",
        "  https://example.social/users/alice/statuses/1            ┃",
        "                                                           ┃",
        "  ▾ Bookmarks 1                                            ┃",
        "> https://third.example/@carol/110000000000000001          ┃",
        " 7/7 bookmarks",
      ])
    try app.press("<Enter>")
    #expect(app.screen.lines.joined().contains("https://third.example/@carol/110000000000000001"))
    try app.press("<Esc>k<Enter>")
    #expect(app.shell.stack.count == 3)
    #expect(app.screen.lines.contains("  Soup"))
  }
}
