import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("Counts an account gives none of are unknown: left out of the summary, never 0")
struct UnknownCountsScreenTests {
  /// The app on a saved timeline of one status by Alice, whose account's counts are replaced.
  private func app(
    following: String, followers: String, statuses: String
  ) throws -> ArchiveApp {
    let status = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Hello</p>")
      .replacingOccurrences(of: #""following_count":2"#, with: #""following_count":\#(following)"#)
      .replacingOccurrences(of: #""followers_count":1"#, with: #""followers_count":\#(followers)"#)
      .replacingOccurrences(of: #""statuses_count":3"#, with: #""statuses_count":\#(statuses)"#)
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    return try ArchiveApp(path, size: Size(width: 64, height: 7))
  }

  @Test("All three counts unreadable: the counts line is blank, not `0 following · 0 followers`")
  func allUnreadable() throws {
    let app = try app(following: #""many""#, followers: "[]", statuses: "true")
    #expect(
      app.warnings == [
        "statuses[0].account.statuses_count: expected a count, found a boolean; left out",
        "statuses[0].account.following_count: expected a count, found a string; left out",
        "statuses[0].account.followers_count: expected a count, found an array; left out",
      ])
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell                                        ┃",
        "                                                               ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC   ┃",
        "  Hello",
        " 1/2 profile summary                               ⚠ 3 warnings",
      ])
  }

  @Test("One count readable among unreadable ones: it alone is shown")
  func oneReadable() throws {
    let app = try app(following: #""many""#, followers: "7", statuses: "-1")
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell                                        ┃",
        "  7 followers                                                  ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC   ┃",
        "  Hello",
        " 1/2 profile summary                               ⚠ 2 warnings",
      ])
  }
}
