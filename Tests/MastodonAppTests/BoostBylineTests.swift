import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boost's header keeps whom it boosted before the booster's whole name")
struct BoostBylineTests {
  /// Alice's archive: a followers-only post, and a quiet public boost of Bob's post.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-02T09:00:00Z", html: "<p>Only for my followers</p>",
      visibility: "private")
    export.boost(
      id: 2, published: "2023-01-03T08:00:00Z",
      of: "https://other.example/users/bob/statuses/555", by: Exports.bob.uri,
      visibility: "unlisted")
    let path = folder.file("a.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test(
    "At 60 columns the booster's name is cut, and the date drops its zone, to keep whom it boosted")
  func sixty() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 10))
    expectScreen(
      try app.press("j"),
      [
        "a.zip › Feed                                          ? help",
        "  1 post · 1 boost · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.                                 ┃",
        "                                                           ┃",
        "> ↻ Alice Li… boosted @bob@other.example · 2023-01-03 08:00┃",
        "  https://other.example/users/bob/statuses/555 · text not …┃",
        "                                                           ┃",
        "  Alice Liddell · 2023-01-02 09:00 UTC · followers only    ┃",
        "  Only for my followers",
        " 2/3 entry",
      ])
  }

  @Test(
    "At 40 columns the name and whom it boosted are cut to a fifth of the line; the date keeps its day"
  )
  func forty() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 10))
    expectScreen(
      try app.press("j"),
      [
        "a.zip › Feed                      ? help",
        "  1 post · 1 boost · 0 likes · 0 bookm…",
        "  Swift & terminals. Cats.             ┃",
        "                                       ┃",
        "> ↻ Alic… boosted @bob@ot… · 2023-01-03┃",
        "  https://other.example/users/bob/stat…┃",
        "                                       ┃",
        "  Alice Liddell · 2023-01-02 09:00 UTC ┃",
        "  Only for my followers",
        " 2/3 entry",
      ])
  }

  @Test("At 30 columns the name is cut to half the line and the date keeps the rest")
  func thirty() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 30, height: 10))
    expectScreen(
      try app.press("j"),
      [
        "a.zip › Feed            ? help",
        "  1 post · 1 boost · 0 likes…",
        "  Swift & terminals. Cats.   ┃",
        "                             ┃",
        "> ↻ Alice Lidd… · 2023-01-03 ┃",
        "  https://other.example/user…┃",
        "                             ┃",
        "  Alice Liddell · 2023-01-02 ┃",
        "  Only for my followers",
        " 2/3 entry",
      ])
  }
}
