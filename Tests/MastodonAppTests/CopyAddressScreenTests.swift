import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

/// `y` copies the address of what is selected: a link whole, a post's, an account's; the
/// status line says what it copied, cut to fit.
@Suite("y copies the selected link's, post's or account's address, and says so")
struct CopyAddressScreenTests {
  /// An article's address, longer than the screen is wide.
  static let article =
    "https://www.example.org/a/very/long/path/to/an/article-about-terminals-and-clipboards?utm=1"

  /// Alice's statuses: a post linking the article (shortened, as Mastodon writes it) and
  /// b.example, and an older post.
  private func statuses(in folder: TemporaryFolder) throws -> String {
    let link =
      #"<a href="\#(Self.article)" rel="nofollow noopener" target="_blank">"#
      + #"<span class="invisible">https://www.</span><span class="ellipsis">example.org/a/very/long/path/t</span>"#
      + #"<span class="invisible">o/an/article-about-terminals-and-clipboards?utm=1</span></a>"#
    let statuses = [
      APIStatuses.status(
        2, "2023-01-02T10:00:00.000Z",
        #"<p>Read \#(link) and <a href="https://b.example/">b.example</a></p>"#),
      APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>"),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("On a link of an entry's Links, y copies the whole address, which the line cuts")
  func link() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("j<Enter>jjy"),
      [
        "statuses › Feed › Entry by alice                                  ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  Read example.org/a/very/long/path/t… and b.example",
        "",
        "  Links",
        "> https://www.example.org/a/very/long/path/to/an/article-about-terminal",
        "  s-and-clipboards?utm=1",
        "  https://b.example/",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        " Copied https://www.example.org/a/very/long/path/to/an/article-about-te…",
      ])
    #expect(app.shell.takeClipboardText() == Self.article)
    // Taken once: the next frame copies nothing again.
    #expect(app.shell.takeClipboardText() == nil)
    try app.press("jy")
    #expect(app.shell.takeClipboardText() == "https://b.example/")
  }

  @Test("On an entry of the feed, y copies the post's address (its url)")
  func feedEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 72, height: 10))
    expectScreen(
      try app.press("jjy"),
      [
        "statuses › Feed                                                   ? help",
        "  3 posts · 2 following · 1 follower",
        "                                                                       ┃",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC           ┃",
        "  Read example.org/a/very/long/path/t… and b.example                   ┃",
        "                                                                       ┃",
        "> Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC           ┃",
        "  Soup tonight                                                         ┃",
        "                                                                       ┃",
        " Copied https://example.social/@alice/1  │  3/3 entry",
      ])
    #expect(app.shell.takeClipboardText() == "https://example.social/@alice/1")
  }

  @Test("On the feed's summary or an entry's author, y copies the account's profile address")
  func account() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 72, height: 10))
    expectScreen(
      try app.press("y"),
      [
        "statuses › Feed                                                   ? help",
        "> alice · Alice Liddell                                                ┃",
        "  3 posts · 2 following · 1 follower                                   ┃",
        "                                                                       ┃",
        "  Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC           ┃",
        "  Read example.org/a/very/long/path/t… and b.example                   ┃",
        "                                                                       ┃",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC           ┃",
        "  Soup tonight",
        " Copied https://example.social/@alice  │  1/3 profile summary",
      ])
    #expect(app.shell.takeClipboardText() == "https://example.social/@alice")
    try app.press("j<Enter>y")
    #expect(app.shell.takeClipboardText() == "https://example.social/@alice")
  }

  @Test("Elsewhere on an entry's screen (its text, its date), y copies the entry's address")
  func entryScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 72, height: 14))
    try app.press("j<Enter>jy")
    #expect(app.shell.takeClipboardText() == "https://example.social/@alice/2")
    try app.press("Gy")
    #expect(app.shell.takeClipboardText() == "https://example.social/@alice/2")
  }

  @Test("On a narrow screen the message is cut with … at the edge, the position gone for that key")
  func narrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 30, height: 8))
    expectScreen(
      try app.press("j<Enter>jjy"),
      [
        "… › Entry by alice      ? help",
        "  Links",
        "> https://www.example.org/a/v",
        "  ery/long/path/to/an/article┃",
        "  -about-terminals-and-clipbo┃",
        "  ards?utm=1",
        "  https://b.example/",
        " Copied https://www.example.o…",
      ])
    #expect(app.shell.takeClipboardText() == Self.article)
  }
}
