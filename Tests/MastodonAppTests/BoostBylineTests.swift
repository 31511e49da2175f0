import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boost's header gives way on a narrow screen as a post's does")
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

  @Test("At 60 columns whom it boosted is left out whole, and the date stays whole")
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
        "> ↻ Alice Liddell boosted · 2023-01-03 08:00 UTC           ┃",
        "  https://other.example/users/bob/statuses/555 · text not …┃",
        "                                                           ┃",
        "  Alice Liddell · 2023-01-02 09:00 UTC · followers only    ┃",
        "  Only for my followers",
        " 2/3 entry",
      ])
  }

  @Test("At 40 columns `boosted` goes whole, then the name keeps half the line, as a post's")
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
        "> ↻ Alice Liddell · 2023-01-03 08:00   ┃",
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
