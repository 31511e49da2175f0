import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Quote posts, from API statuses and from an archive")
struct QuoteScreenTests {
  /// Alice's statuses: a post, a quote of Bob's post, a quote of her own post, and a quote
  /// still waiting for Bob's approval.
  private func statuses(in folder: TemporaryFolder) throws -> String {
    let bob = APIStatuses.bobStatus(300, "2023-01-01T08:00:00.000Z", "<p>Bob's news</p>")
    let first = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>")
    let statuses = [
      APIStatuses.status(
        4, "2023-01-04T10:00:00.000Z", "<p>Still waiting</p>",
        extra: #","quote":{"state":"pending","quoted_status":null}"#),
      APIStatuses.status(
        3, "2023-01-03T10:00:00.000Z",
        APIStatuses.quoteFallback("https://example.social/@alice/1") + "<p>As I said</p>",
        extra: #","quote":{"state":"accepted","quoted_status":\#(first)}"#),
      APIStatuses.status(
        2, "2023-01-02T10:00:00.000Z",
        APIStatuses.quoteFallback("https://other.example/@bob/300") + "<p>So true</p>",
        extra: #","quote":{"state":"accepted","quoted_status":\#(bob)}"#),
      first,
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("API statuses: the feed marks quotes, without the RE: fallback, and says a pending one")
  func statusesFeed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 64, height: 22))
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell",
        "  3 posts · 2 following · 1 follower",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-04 10:00 UTC",
        "  ❝ quoting a post · pending the author's approval",
        "  Still waiting",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  ❝ quoting @alice@example.social",
        "  As I said",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  ❝ quoting @bob@other.example",
        "  So true",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Soup tonight",
        "",
        "",
        "",
        " 1/5 profile summary",
      ])
  }

  @Test(
    "API statuses: the entry shows the quoted post's author, text and date; Enter opens the author"
  )
  func statusesEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 80, height: 16))
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  So true",
        "",
        "  ❝ Quoting @bob@other.example · 2023-01-01 08:00 UTC · Enter opens their",
        "  profile",
        "  https://other.example/@bob/300",
        "",
        "  Bob's news",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        " 1/5 author",
      ])
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "statuses › Feed › Entry by alice › bob                                    ? help",
        "> ┌────┐ bob · ▣ a.png (other.example, not fetched)",
        "  │ BO │ Bob · @bob@other.example",
        "  └────┘ 3 posts · 2 following · 1 follower",
        "         joined 2017-04-01",
        "",
        "  None of your posts mention @bob@other.example",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 profile",
      ])
  }

  @Test("y on the quoted post's text copies the quoted post's address, as on the ❝ line")
  func copyQuotedText() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 80, height: 16))
    let screen = try app.press("jjj<Enter>jjjy")
    #expect(screen.lines.last?.hasSuffix("4/5 quoted text") == true, "\(screen.lines)")
    #expect(app.shell.takeClipboardText() == "https://other.example/@bob/300")
    _ = try app.press("ky")
    #expect(app.shell.takeClipboardText() == "https://other.example/@bob/300")
  }

  @Test("API statuses: Enter on a quote of a post in the document opens it; pending says so")
  func statusesOpen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 64, height: 16))
    expectScreen(
      try app.press("jj<Enter>jj"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  As I said",
        "",
        "> ❝ Quoting @alice@example.social · 2023-01-01 10:00 UTC ·",
        "  Enter opens it",
        "  https://example.social/@alice/1",
        "",
        "  Soup tonight",
        "",
        "  Posted 2023-01-03 10:00 UTC",
        "  https://example.social/@alice/3",
        "",
        "",
        " 3/5 quote",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Entry by alice › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Soup tonight",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
    expectScreen(
      try app.press("<Esc><Esc>k<Enter>jj<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  Still waiting",
        "",
        "> ❝ Quoting a post · pending the author's approval",
        "",
        "  Posted 2023-01-04 10:00 UTC",
        "  https://example.social/@alice/4",
        "",
        "",
        "",
        "",
        "",
        "",
        " Enter does nothing here · ? shows the keys  │  3/4 quote",
      ])
  }

  @Test("An archive: a quote names the quoted post's address; Enter says where it is")
  func archive() throws {
    var export = Exports.alice()
    let quoted = "https://other.example/users/bob/statuses/555"
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z",
      html: APIStatuses.quoteFallback("https://other.example/@bob/555") + "<p>So true</p>",
      quote: quoted)
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 80, height: 14))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                                        ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  ❝ quoting @bob@other.example",
        "  So true",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try app.press("jj<Enter>jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                                       ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  So true",
        "",
        "> ❝ Quoting @bob@other.example",
        "  https://other.example/users/bob/statuses/555",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        " Not in this document: https://other.example/users/bob/statuses/555  │  3/4",
      ])
  }
}
