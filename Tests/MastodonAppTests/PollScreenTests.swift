import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("Polls of several choices by voters, polls without voters, hidden results")
struct PollScreenTests {
  /// Alice's archive: a poll of several choices with its voters, closed, and an old poll
  /// without `votersCount`.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Which soups?</p>",
      poll: .init(options: [("Miso", 3), ("Tomato", 1)], multiple: true, writesVoters: false))
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Tea, coffee or both?</p>",
      poll: .init(
        options: [("Tea", 9), ("Coffee", 6), ("Neither", 0)], multiple: true, voters: 12,
        closed: true))
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Several choices: each option's share of the 12 voters; without voters, of the votes")
  func feed() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 64, height: 20))
    expectScreen(
      try app.press("j"),
      [
        "archive.zip › Feed                                        ? help",
        "  alice · Alice Liddell",
        "  2 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> Alice Liddell @alice@example.social · 2023-01-02 10:00 UTC",
        "  Tea, coffee or both?",
        "  ▕███████▌  ▏ 75% Tea (9)",
        "  ▕█████     ▏ 50% Coffee (6)",
        "  ▕          ▏  0% Neither (0)",
        "  several choices · % of 12 voters · closed",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Which soups?",
        "  ▕███████▌  ▏ 75% Miso (3)",
        "  ▕██▌       ▏ 25% Tomato (1)",
        "  several choices · closed",
        "",
        "",
        " 2/3 entry",
      ])
  }

  @Test("The entry screen counts voters and votes, says several choices, and that it ended")
  func entry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 72, height: 14))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Tea, coffee or both?",
        "",
        "  ▕███████▌  ▏ 75% Tea (9)",
        "  ▕█████     ▏ 50% Coffee (6)",
        "  ▕          ▏  0% Neither (0)",
        "  12 voters · 15 votes · several choices · ended 2023-01-09 10:00 UTC",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("<Esc>j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                               ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Which soups?",
        "",
        "  ▕███████▌  ▏ 75% Miso (3)",
        "  ▕██▌       ▏ 25% Tomato (1)",
        "  4 votes · several choices · ended 2023-01-09 10:00 UTC",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        " 1/4 author",
      ])
  }

  @Test("A status whose counts are hidden until the poll ends: bars empty, no share, no count")
  func hiddenCounts() throws {
    let status =
      #"[{"id":"1","created_at":"2023-01-01T10:00:00.000Z","visibility":"public","#
      + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"},"#
      + #""content":"<p>Guess</p>","poll":{"id":"5","expires_at":"2999-01-01T00:00:00.000Z","#
      + #""expired":false,"multiple":false,"votes_count":null,"voters_count":3,"#
      + #""options":[{"title":"Left","votes_count":null},{"title":"Right","votes_count":null}]}}]"#
    let folder = try TemporaryFolder()
    let path = try folder.write(status, to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j"),
      [
        "statuses › Feed                                           ? help",
        "  alice · @alice@example.social",
        "",
        "",
        "> alice @alice@example.social · 2023-01-01 10:00 UTC",
        "  Guess",
        "  ▕          ▏ – Left",
        "  ▕          ▏ – Right",
        "  results hidden · closes 2999-01-01 00:00 UTC",
        "",
        "",
        " 2/2 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · @alice@example.social",
        "",
        "  Guess",
        "",
        "  ▕          ▏ – Left",
        "  ▕          ▏ – Right",
        "  3 voters · results hidden · ends 2999-01-01 00:00 UTC",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "",
        " 1/4 author",
      ])
  }

  @Test("A count that cannot be read is unknown: no share, no count, and the votes unknown")
  func unreadableCounts() throws {
    let status =
      #"[{"id":"1","created_at":"2023-01-01T10:00:00.000Z","visibility":"public","#
      + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"},"#
      + #""content":"<p>Guess</p>","poll":{"id":"5","expires_at":"2999-01-01T00:00:00.000Z","#
      + #""expired":false,"multiple":false,"voters_count":9,"#
      + #""options":[{"title":"Left","votes_count":"7"},{"title":"Right","votes_count":2}]}}]"#
    let folder = try TemporaryFolder()
    let path = try folder.write(status, to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 12))
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · @alice@example.social",
        "",
        "  Guess",
        "",
        "  ▕          ▏ – Left",
        "  ▕          ▏ – Right (2)",
        "  9 voters · votes unknown · ends 2999-01-01 00:00 UTC",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "",
        " 1/4 author                                         ⚠ 1 warning",
      ])
  }
}
