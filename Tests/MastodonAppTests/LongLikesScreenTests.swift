import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A long list on your own profile starts folded, so the lists after it are seen")
struct LongLikesScreenTests {
  @Test("300 likes start folded and Bookmarks shows under them; Space expands the likes")
  func likesFolded() throws {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Soup</p>")
    export.likes = (1...300).map { "https://other.example/users/bob/statuses/\($0)" }
    export.bookmarks = ["https://third.example/@carol/110000000000000001"]
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 60, height: 24))
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › alice                            ? help",
        "> ┌────┐ alice",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 300 likes · 1 bookmark",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        "  Cats.",
        "",
        "  ▾ Attributes 2",
        "  Website   alice.example",
        "  Pronouns  she/her",
        "",
        "  ▸ Likes 300",
        "",
        "  ▾ Bookmarks 1",
        "  https://third.example/@carol/110000000000000001",
        "",
        "",
        "",
        "",
        " 1/6 profile",
      ])
    expectScreen(
      try app.press("G"),
      [
        "archive.zip › Feed › alice                            ? help",
        "  ┌────┐ alice",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 300 likes · 1 bookmark",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        "  Cats.",
        "",
        "  ▾ Attributes 2",
        "  Website   alice.example",
        "  Pronouns  she/her",
        "",
        "  ▸ Likes 300",
        "",
        "  ▾ Bookmarks 1",
        "> https://third.example/@carol/110000000000000001",
        "",
        "",
        "",
        "",
        " 6/6 bookmarks",
      ])
    expectScreen(
      try app.press("k<Space>"),
      [
        "archive.zip › Feed › alice                            ? help",
        "  ┌────┐ alice                                             ┃",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 300 likes · 1 bookmark",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        "  Cats.",
        "",
        "  ▾ Attributes 2",
        "  Website   alice.example",
        "  Pronouns  she/her",
        "",
        "  ▾ Likes 300",
        "> https://other.example/users/bob/statuses/1",
        "  https://other.example/users/bob/statuses/2",
        "  https://other.example/users/bob/statuses/3",
        "  https://other.example/users/bob/statuses/4",
        "  https://other.example/users/bob/statuses/5",
        "  https://other.example/users/bob/statuses/6",
        "  https://other.example/users/bob/statuses/7",
        " 5/305 likes",
      ])
  }
}
