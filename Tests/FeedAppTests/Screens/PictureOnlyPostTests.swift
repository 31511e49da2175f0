import FeedApp
import ListKit
import ListKitTesting
import Testing

/// Mastodon writes a post of only pictures or a poll with empty content: it shows them, and no
/// `(no text)` line, in its row and on its screen; a post with nothing at all still says so.
@MainActor
@Suite("A post of only pictures or a poll has no (no text) line")
struct PictureOnlyPostTests {
  static let json = #"""
    {"users":[{"id":"u1","nickname":"ann"}],
     "feed":[{"id":"f1","user":"u1","comment":"","image":"a.png","postedAt":"2024-01-03T10:00:00Z"},
             {"id":"f2","user":"u1","comment":"","postedAt":"2024-01-02T10:00:00Z",
              "poll":{"options":[{"title":"yes","votes":1},{"title":"no","votes":1}]}},
             {"id":"f3","user":"u1","comment":"","postedAt":"2024-01-01T10:00:00Z"}]}
    """#

  @Test("In the feed: the picture's line, or the poll, follows the byline")
  func feedRows() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 16))
    expectScreen(
      app.screen(40, 16),
      [
        "t.json › Feed                     ? help",
        "> ann · 2024-01-03 10:00 UTC           ┃",
        "  ┌───────────────────────────────────┐┃",
        "  │         ▣ a.png (missing)         │┃",
        "  │                                   │┃",
        "  └───────────────────────────────────┘┃",
        "  a.png                                ┃",
        "                                       ┃",
        "  ann · 2024-01-02 10:00 UTC           ┃",
        "  ▕█████     ▏ 50% yes (1)             ┃",
        "  ▕█████     ▏ 50% no (1)              ┃",
        "  2 votes                              ┃",
        "                                       ┃",
        "  ann · 2024-01-01 10:00 UTC           ┃",
        "  (no text)",
        " 1/3 entry",
      ])
  }

  @Test("On the post's screen: the picture follows the author")
  func entryScreen() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 8))
    try app.press("<Enter>")
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed › Entry by ann      ? help",
        "> ann                                  ┃",
        "                                       ┃",
        "  ┌───────────────────────────────────┐┃",
        "  │         ▣ a.png (missing)         │┃",
        "  └───────────────────────────────────┘",
        "  ▣ a.png",
        " 1/3 author",
      ])
  }
}
