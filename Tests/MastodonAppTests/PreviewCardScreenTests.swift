import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

/// A status's preview card, which Mastodon's web UI shows under the text, on the entry screen.
@Suite("A status's preview card shows its title and site under its link in Links")
struct PreviewCardScreenTests {
  /// A card for `url` as the API writes it, with `extra` members.
  private func card(_ url: String, title: String, provider: String, extra: String = "") -> String {
    #","card":{"url":"\#(url)","title":\#(MastodonExport.json(title)),"#
      + #""description":"A story","type":"link","author_name":"","#
      + #""provider_name":\#(MastodonExport.json(provider)),"html":"","width":400,"height":200,"#
      + #""image":null,"embed_url":"","blurhash":null\#(extra)}"#
  }

  @Test("A boost of a status with a card: the card's title and site under its address")
  func boostedCard() throws {
    let bob = APIStatuses.bobStatus(
      300, "2023-01-01T08:00:00.000Z",
      #"<p>Read this <a href="https://news.example/x">news.example/x</a></p>"#,
      extra: card("https://news.example/x", title: "News & stuff", provider: "News"))
    let statuses = [
      APIStatuses.status(2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(bob)"#)
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 16))
    // The feed's row is as without a card.
    expectScreen(
      try app.press(""),
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell",
        "  3 posts · 2 following · 1 follower",
        "",
        "  ↻ Alice Liddell boosted @bob@other.example · 2023-01-02 10:00",
        "  Read this news.example/x",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their",
        "  profile",
        "  https://other.example/@bob/300",
        "",
        "  Read this news.example/x",
        "",
        "  Links",
        "  https://news.example/x",
        "    News & stuff · News",
        "",
        "  Posted 2023-01-01 08:00 UTC · Boosted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        " 1/5 author",
      ])
    // Enter on the link shows its card's description too.
    try app.press("jjj<Enter>")
    #expect(app.screen.lines.contains { $0.hasPrefix("  A story") }, "\(app.screen.lines)")
  }

  @Test("A card of a page the text does not link to comes last, its host for its site's name")
  func cardOfAnotherPage() throws {
    let status = APIStatuses.status(
      1, "2023-01-01T10:00:00.000Z", #"<p>See <a href="https://a.example/">a.example</a></p>"#,
      extra: card("https://b.example/page", title: "Red\u{1B}[31m title", provider: ""))
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social                ┃",
        "                                                               ┃",
        "  See a.example                                                ┃",
        "                                                               ┃",
        "  Links                                                        ┃",
        "  https://a.example/                                           ┃",
        "  https://b.example/page                                       ┃",
        "    Red␛[31m title · b.example                                 ┃",
        "                                                               ┃",
        "  Posted 2023-01-01 10:00 UTC",
        " 1/5 author",
      ])
  }

  @Test("A card of the page the text links with its host in other case is listed once, as linked")
  func cardOfTheSamePageInOtherCase() throws {
    let status = APIStatuses.status(
      1, "2023-01-01T10:00:00.000Z",
      #"<p>See <a href="https://Page.Example/y">Page.Example/y</a></p>"#,
      extra: card("https://page.example/y", title: "Why", provider: "Page"))
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  See Page.Example/y",
        "",
        "  Links",
        "  https://Page.Example/y",
        "    Why · Page",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        " 1/4 author",
      ])
  }

  @Test(
    "A card whose url is no web page (javascript:, a relative path) is left out, with a warning",
    arguments: [
      "javascript:alert(1)", "/relative/path", "https:///nohost", "ftp://files.example/a",
    ])
  func cardOfNoWebPage(url: String) throws {
    let status = APIStatuses.status(
      1, "2023-01-01T10:00:00.000Z", "<p>Plain</p>",
      extra: card(url, title: "Trap", provider: "Evil"))
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    let entry = try app.press("j<Enter>").lines
    #expect(!entry.joined().contains("Trap") && !entry.contains("  Links"), "\(entry)")
    #expect(
      app.warnings == [
        "statuses[0].card.url: not a web address: \"\(url)\"; the card is left out"
      ])
  }
}
