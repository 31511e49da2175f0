import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A post or About of lists, paragraphs and quotes reads as one line in the feed")
struct BlockTextRowTests {
  @Test("Nested lists, paragraphs in an item, quotes and code are one space apart on their row")
  func feedRows() throws {
    var export = Exports.alice()
    export.bio = "<ul><li>Swift<ul><li>terminals</li></ul></li></ul><p>Cats.</p>"
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>")
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html:
        "<ol start=\"5\"><li>five</li></ol><ul><li><p>para in li</p><p>second para</p></li></ul>")
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z",
      html:
        "<p>said:</p><blockquote><p>quoted</p></blockquote><pre><code>let x = 1\n  indented()\n</code></pre>"
    )
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 60, height: 18))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                    ? help",
        "> alice · Alice Liddell",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  • Swift • terminals Cats.",
        "",
        "  Alice Liddell · 2023-01-03 10:00 UTC",
        "  said: > quoted let x = 1 indented()",
        "",
        "  Alice Liddell · 2023-01-02 10:00 UTC",
        "  5. five • para in li second para",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  • one • nested • two",
        "",
        "",
        "",
        "",
        " 1/4 profile summary",
      ])
  }
}
