import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("An account's count that cannot be a count is unknown, with a warning, never shown")
struct AccountCountScreenTests {
  @Test("A negative count of posts and a string for followers: only the following is counted")
  func wrongCounts() throws {
    let status = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Hello</p>")
      .replacingOccurrences(of: #""followers_count":1"#, with: #""followers_count":"many""#)
      .replacingOccurrences(of: #""statuses_count":3"#, with: #""statuses_count":-3"#)
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + status + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 8))
    #expect(
      app.warnings == [
        "statuses[0].account.statuses_count: expected a count, found -3; left out",
        "statuses[0].account.followers_count: expected a count, found a string; left out",
      ])
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell                                         ",
        "  2 following                                                   ",
        "                                                                ",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC    ",
        "  Hello                                                         ",
        "                                                                ",
        " 1/2 profile summary                               ⚠ 2 warnings",
      ])
  }
}
