import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The entry screen lists the whole address of each link its text shows shortened")
struct LinksScreenTests {
  /// Alice's archive: a post linking an article, as Mastodon shortens it (`invisible` and
  /// `ellipsis` spans), a mention and a hashtag, and the same article twice.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    let article = "https://www.example.org/a/very/long/path/to/an/article-about-terminals?utm=1"
    let link =
      #"<a href="\#(article)" rel="nofollow noopener" target="_blank">"#
      + #"<span class="invisible">https://www.</span><span class="ellipsis">example.org/a/very/long/path/t</span>"#
      + #"<span class="invisible">o/an/article-about-terminals?utm=1</span></a>"#
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: "<p>Read this: \(link) with \(Exports.mention("bob", at: "other.example"))"
        + #" and <a href="https://example.social/tags/swift" class="mention hashtag" rel="tag">#<span>swift</span></a>"#
        + " (again: \(link)) and <a href=\"https://b.example/\">b.example</a>"
        + " (<a href=\"HTTPS://B.Example/\">b</a>, <a href=\"javascript:alert(1)\">js</a>,"
        + " <a href=\" data:text/html,x\">data</a>, <a href=\"mailto:bob@b.example\">mail</a>)</p>",
      mentions: [Exports.bob])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Links: each web link's address once, in order; not the mention or the hashtag")
  func listed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 16))
    expectScreen(
      try app.press("/Read<Enter><Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Read this: example.org/a/very/long/path/t… with @bob and #swift (again:",
        "  example.org/a/very/long/path/t…) and b.example (b, js, data, mail)",
        "",
        "  Links",
        "  https://www.example.org/a/very/long/path/to/an/article-about-terminals?utm=1",
        "  https://b.example/",
        "  mailto:bob@b.example",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        " 1/6 author",
      ])
  }
}
