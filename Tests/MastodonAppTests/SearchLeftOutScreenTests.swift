import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// Search results (`GET /api/v2/search`) hold accounts and hashtags besides statuses.
@Suite("Search results' accounts and hashtags are left out with a warning")
struct SearchLeftOutScreenTests {
  /// The app on search results holding `accounts` accounts and `hashtags` hashtags.
  private func app(accounts: Int, hashtags: Int) throws -> ArchiveApp {
    let account = APIStatuses.account("2", "bob", "other.example", name: "Bob")
    let hashtag = #"{"name":"tea","url":"https://example.social/tags/tea","history":[]}"#
    let text =
      #"{"accounts":[\#(Array(repeating: account, count: accounts).joined(separator: ","))],"#
      + #""statuses":[\#(APIStatuses.status(1, "2024-01-10T10:00:00.000Z", "<p>Tea</p>"))],"#
      + #""hashtags":[\#(Array(repeating: hashtag, count: hashtags).joined(separator: ","))]}"#
    let folder = try TemporaryFolder()
    return try ArchiveApp(
      try folder.write(text, to: "search.json"), size: Size(width: 72, height: 8),
      pictures: false)
  }

  @Test("The warnings screen says how many accounts and hashtags are not shown, and why")
  func warning() throws {
    let app = try app(accounts: 1, hashtags: 1)
    expectScreen(
      try app.press("!"),
      [
        "search.json › Feed › Warnings                                     ? help",
        "> ⚠",
        "    1 account and 1 hashtag are not shown: listtui shows statuses",
        "",
        "",
        "",
        "",
        " 1/1 warning                                                ⚠ 1 warning",
      ])
  }

  @Test(
    "One kind, one or several of it, and none at all",
    arguments: [
      (1, 0, ["1 account is not shown: listtui shows statuses"]),
      (0, 2, ["2 hashtags are not shown: listtui shows statuses"]),
      (3, 2, ["3 accounts and 2 hashtags are not shown: listtui shows statuses"]),
      (0, 0, []),
    ])
  func counts(accounts: Int, hashtags: Int, warnings: [String]) throws {
    #expect(try app(accounts: accounts, hashtags: hashtags).warnings == warnings)
  }
}
