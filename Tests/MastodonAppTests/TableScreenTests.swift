import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A table in a post: a row a line, its cells apart")
struct TableScreenTests {
  /// Alice's archive of one post with a table, as servers other than Mastodon may send.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z",
      html: "<p>Scores:</p><table><tr><th>name</th><th>points</th></tr>"
        + "<tr><td>ann</td><td>12</td></tr><tr><td>bob</td><td>3</td></tr></table>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The feed's row has the cells a space apart; the entry screen, at stops of 8 columns")
  func table() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    #expect(app.screen.lines[6] == "  Scores: name points ann 12 bob 3")
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "… › Feed › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@examp…",
        "",
        "  Scores:",
        "",
        "  name    points",
        "  ann     12",
        "  bob     3",
        "",
        "  Posted 2024-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        " 1/3 author",
      ])
  }
}
