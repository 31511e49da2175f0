import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// What an API status counts and what the browsing user did with it: replies, boosts,
/// favourites, their favourite and bookmark, the application, and their votes in a poll.
@Suite("A status's counts, favourite, bookmark, application and own votes on its entry screen")
struct EngagementScreenTests {
  /// Counts and the user's marks, as `GET /api/v1/statuses/:id` gives them to its reader.
  static let engaged =
    #","replies_count":1,"reblogs_count":2,"favourites_count":3,"favourited":true,"#
    + #""bookmarked":true,"application":{"name":"Web","website":null}"#

  /// The app on a statuses array of `statuses`, at `size`.
  private func app(_ statuses: [String], size: Size) throws -> ArchiveApp {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + statuses.joined(separator: ",") + "]", to: "home.json")
    return try ArchiveApp(path, size: size, pictures: false)
  }

  @Test("The counts, the user's favourite and bookmark under the date, the application on it")
  func counts() throws {
    let app = try app(
      [APIStatuses.status(1, "2024-01-10T10:00:00.000Z", "<p>Counted</p>", extra: Self.engaged)],
      size: Size(width: 72, height: 10))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "home.json › Feed › Entry by alice                                 ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Counted",
        "",
        "  Posted 2024-01-10 10:00 UTC · via Web",
        "  ↩ 1 · ↻ 2 · ★ 3 · favourited · bookmarked",
        "  https://example.social/@alice/1",
        "",
        " 1/3 author",
      ])
  }

  @Test("On a narrow screen the counts break between their parts, never within one")
  func narrow() throws {
    let app = try app(
      [APIStatuses.status(1, "2024-01-10T10:00:00.000Z", "<p>Counted</p>", extra: Self.engaged)],
      size: Size(width: 24, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "… › Entry by al…  ? help",
        "> alice · Alice Liddel…┃",
        "                       ┃",
        "  Counted              ┃",
        "                       ┃",
        "  Posted 2024-01-10    ┃",
        "  10:00 UTC            ┃",
        "  via Web              ┃",
        "  ↩ 1 · ↻ 2 · ★ 3      ┃",
        "  favourited",
        "  bookmarked",
        " 1/3 author",
      ])
  }

  @Test("Counts of zero are said; counts the status does not give are not, nor marks not set")
  func zeroAndMissing() throws {
    let app = try app(
      [
        APIStatuses.status(
          2, "2024-01-10T10:00:00.000Z", "<p>Zero</p>",
          extra: #","replies_count":0,"reblogs_count":0,"favourites_count":0,"#
            + #""favourited":false,"bookmarked":false"#),
        APIStatuses.status(1, "2024-01-09T10:00:00.000Z", "<p>Nothing said</p>"),
      ], size: Size(width: 72, height: 8))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "home.json › Feed › Entry by alice                                 ? help",
        "> alice · Alice Liddell · @alice@example.social                        ┃",
        "                                                                       ┃",
        "  Zero                                                                 ┃",
        "                                                                       ┃",
        "  Posted 2024-01-10 10:00 UTC                                          ┃",
        "  ↩ 0 · ↻ 0 · ★ 0",
        " 1/3 author",
      ])
    expectScreen(
      try app.press("<Esc>j<Enter>"),
      [
        "home.json › Feed › Entry by alice                                 ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Nothing said",
        "",
        "  Posted 2024-01-09 10:00 UTC",
        "  https://example.social/@alice/1",
        " 1/3 author",
      ])
  }

  @Test("A boost shows the boosted status's counts, not the boost's zeros")
  func boost() throws {
    let bob = APIStatuses.bobStatus(
      300, "2024-01-09T08:00:00.000Z", "<p>Bob's news</p>",
      extra: #","replies_count":4,"reblogs_count":5,"favourites_count":6,"#
        + #""application":{"name":"Tusky"}"#)
    let app = try app(
      [
        APIStatuses.status(
          2, "2024-01-10T10:00:00.000Z", "",
          extra: #","reblog":\#(bob),"replies_count":0,"reblogs_count":0,"favourites_count":0"#)
      ], size: Size(width: 72, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "home.json › Feed › Entry by alice                                 ? help",
        "> alice · Alice Liddell · @alice@example.social                        ┃",
        "                                                                       ┃",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their profile   ┃",
        "  https://other.example/@bob/300                                       ┃",
        "                                                                       ┃",
        "  Bob's news                                                           ┃",
        "                                                                       ┃",
        "  Posted 2024-01-09 08:00 UTC · Boosted 2024-01-10 10:00 UTC           ┃",
        "  via Tusky                                                            ┃",
        "  ↩ 4 · ↻ 5 · ★ 6",
        " 1/4 author",
      ])
  }

  @Test("The options the user voted for are checked, as Mastodon checks them")
  func ownVotes() throws {
    let poll =
      #","poll":{"id":"78","expires_at":"2024-01-11T10:00:00.000Z","expired":false,"#
      + #""multiple":false,"votes_count":3,"voters_count":3,"options":[{"title":"Yes","#
      + #""votes_count":2},{"title":"No","votes_count":1}],"emojis":[],"voted":true,"#
      + #""own_votes":[1]}"#
    let app = try app(
      [
        APIStatuses.status(1, "2024-01-10T10:00:00.000Z", "<p>Vote?</p>", extra: poll)
          .replacingOccurrences(of: #","poll":null"#, with: "")
      ], size: Size(width: 72, height: 10))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "home.json › Feed › Entry by alice                                 ? help",
        "> alice · Alice Liddell · @alice@example.social                        ┃",
        "                                                                       ┃",
        "  Vote?                                                                ┃",
        "                                                                       ┃",
        "  ▕██████▋   ▏ 67% Yes (2)                                             ┃",
        "  ▕███▍      ▏ 33% No (1) ✓                                            ┃",
        "  3 votes · ended 2024-01-11 10:00 UTC",
        "",
        " 1/4 author",
      ])
  }
}
