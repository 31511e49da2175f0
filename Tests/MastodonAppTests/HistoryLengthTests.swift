import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The History row holds everyone you mentioned or replied to, however many")
struct HistoryLengthTests {
  @Test("Sixty people mentioned: History 60, the last of them at the row's end")
  func sixty() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    for index in 0..<60 {
      let person = MastodonExport.Mention(
        uri: "https://other.example/users/p\(index)", name: "@p\(index)@other.example")
      export.note(
        id: index + 1, published: "2024-01-01T00:\(index < 10 ? "0" : "")\(index):00Z",
        html: "<p>\(Exports.mention("p\(index)", at: "other.example")) hi</p>",
        mentions: [person])
    }
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      try app.press("j<End>"),
      [
        "archive.zip › Feed                                        ? help",
        "  alice · Alice Liddell                                        ┃",
        "  60 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  History 60",
        "> ‹ p13  p12  p11  p10  p9  p8  p7  p6  p5  p4  p3  p2  p1 [p0]",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-01 00:59 UTC",
        " 2/62 history",
      ])
    try app.press("<Enter>")
    #expect(app.title == "p0")
  }
}
