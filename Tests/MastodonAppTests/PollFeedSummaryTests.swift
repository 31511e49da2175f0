import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// A poll's row in the feed says, under its options, whether it is open or closed and whether
/// several choices are allowed, as Mastodon's timeline does under a poll; a several-choice
/// poll's shares are of its voters, and the line says so.
@Suite("A poll's feed row says open or closed, several choices, and what the shares are of")
struct PollFeedSummaryTests {
  /// Two days and an hour from now, as an outbox writes a poll's end.
  private static var inTwoDays: String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date(timeIntervalSinceNow: 2 * 86_400 + 3_600))
  }

  /// Alice's export: a closed single-choice poll, then an open several-choice one whose
  /// shares add up to 150%.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Tea or coffee?</p>",
      poll: .init(
        options: [("Tea", 4), ("Coffee", 5)], endTime: "2023-01-02T10:00:00Z", closed: true))
    export.note(
      id: 2, published: "2023-01-03T10:00:00Z", html: "<p>Which langs?</p>",
      poll: .init(
        options: [("Swift", 7), ("Rust", 6), ("Go", 2)], multiple: true,
        endTime: Self.inTwoDays, voters: 10))
    let path = folder.file("a.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("At 80x24")
  func wide() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 24))
    expectScreen(
      app.screen,
      [
        "a.zip › Feed                                                              ? help",
        "> alice · Alice Liddell",
        "  2 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC",
        "  Which langs?",
        "  ▕███████   ▏ 70% Swift (7)",
        "  ▕██████    ▏ 60% Rust (6)",
        "  ▕██        ▏ 20% Go (2)",
        "  several choices · % of 10 voters · closes in 2 d",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Tea or coffee?",
        "  ▕████▌     ▏ 44% Tea (4)",
        "  ▕█████▌    ▏ 56% Coffee (5)",
        "  9 votes · closed",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 profile summary",
      ])
  }

  @Test("At 40x12, the line cut to the width")
  func narrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      try app.press("jj"),
      [
        "a.zip › Feed                      ? help",
        "  ▕██████    ▏ 60% Rust (6)",
        "  ▕██        ▏ 20% Go (2)",
        "  several choices · closes in 2 d",
        "",
        "> Alice Liddell · 2023-01-01 10:00 UTC",
        "  Tea or coffee?                       ┃",
        "  ▕████▌     ▏ 44% Tea (4)             ┃",
        "  ▕█████▌    ▏ 56% Coffee (5)          ┃",
        "  9 votes · closed                     ┃",
        "                                       ┃",
        " 3/3 entry",
      ])
  }
}
