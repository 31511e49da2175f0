import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A reply to a post held only inside a quote opens the quote, which shows the post")
struct QuotedParentScreenTests {
  /// Alice's timeline: her quote of Bob's status, which the array holds only inside that
  /// quote (Mastodon 4.5's `quoted_status`), and her reply to that status.
  private func timeline(in folder: TemporaryFolder) throws -> String {
    let bobs = APIStatuses.bobStatus(103, "2023-01-01T10:00:00.000Z", "<p>Bob asks about soup</p>")
    let statuses = [
      APIStatuses.status(
        201, "2023-01-02T11:00:00.000Z", "<p>Alice answers the soup question</p>",
        extra: #","in_reply_to_id":"103","in_reply_to_account_id":"2""#),
      APIStatuses.status(
        200, "2023-01-02T10:00:00.000Z", "<p>Look at this</p>",
        extra: #","quote":{"state":"accepted","quoted_status":\#(bobs)}"#),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("The reply's line shows the quoted post's first line; Enter opens the quote")
  func opensQuote() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try timeline(in: folder), size: Size(width: 80, height: 14))
    expectScreen(
      try app.press("jj<Enter>j"),
      [
        "statuses › Feed › Entry by alice                                          ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @bob@other.example · Enter opens it",
        "    Bob asks about soup",
        "",
        "  Alice answers the soup question",
        "",
        "  Posted 2023-01-02 11:00 UTC",
        "  https://example.social/@alice/201",
        "",
        "",
        "",
        " 2/4 reply",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Entry by alice › Entry by alice                         ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Look at this",
        "",
        "  ❝ Quoting @bob@other.example · 2023-01-01 10:00 UTC · Enter opens their",
        "  profile",
        "  https://other.example/@bob/103",
        "",
        "  Bob asks about soup",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/200",
        " 1/5 author",
      ])
  }
}
