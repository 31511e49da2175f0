import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Struck-out text (<del>, <s>) shows between ~~ in the feed and on the entry screen")
struct StruckTextScreenTests {
  /// Alice's archive of one post that strikes a word out.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z",
      html: "<p>I <del>hate</del> love it.</p><p>Now <s>10</s> 12 € a month</p>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The feed's row and the entry screen mark what is struck out")
  func feedAndEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 44, height: 11))
    expectScreen(
      try app.press("jjj"),
      [
        "archive.zip › Feed                    ? help",
        "  alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> Alice Liddell · 2024-01-01 10:00 UTC",
        "  I ~~hate~~ love it. Now ~~10~~ 12 € a mo…",
        "",
        "",
        "",
        " 2/2 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Entry by alice   ? help",
        "> alice · Alice Liddell · @alice@example.s…",
        "",
        "  I ~~hate~~ love it.",
        "",
        "  Now ~~10~~ 12 € a month",
        "",
        "  Posted 2024-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        " 1/3 author",
      ])
  }
}
