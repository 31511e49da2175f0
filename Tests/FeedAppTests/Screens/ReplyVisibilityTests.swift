import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("An entry's Replies say who may see each reply, as the feed's rows do")
struct ReplyVisibilityTests {
  static let json = """
    {"me": "u1", "users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f4", "user": "u2", "comment": "an unlisted reply", "postedAt": "2024-01-04T00:00:00Z",
       "visibility": "unlisted", "replyTo": {"entry": "f1"}},
      {"id": "f3", "user": "u2", "comment": "a followers reply", "postedAt": "2024-01-03T00:00:00Z",
       "visibility": "private", "replyTo": {"entry": "f1"}},
      {"id": "f2", "user": "u2", "comment": "a direct reply", "postedAt": "2024-01-02T00:00:00Z",
       "visibility": "direct", "replyTo": {"entry": "f1"}},
      {"id": "f1", "user": "u1", "comment": "root", "postedAt": "2024-01-01T00:00:00Z"}
    ]}
    """

  @Test("Each reply's line has its visibility after the date, a public one none")
  func repliesShowVisibility() throws {
    let app = try AppHarness(
      json: Self.json, start: [.feed, .entry("f1")], size: Size(width: 60, height: 16))
    expectScreen(
      app.screen(60, 16),
      [
        "t.json › Feed › Entry by ann                          ? help",
        "> ann",
        "",
        "  root",
        "",
        "  Posted 2024-01-01 00:00 UTC",
        "",
        "  ▾ Replies 3",
        "  bob · 2024-01-02 00:00 UTC · private mention",
        "  a direct reply",
        "  bob · 2024-01-03 00:00 UTC · followers only",
        "  a followers reply",
        "  bob · 2024-01-04 00:00 UTC · quiet public",
        "  an unlisted reply",
        "",
        " 1/7 author",
      ])
  }
}
