import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// Whose a saved timeline is: an account's own timeline is its author's; any other is no
/// one's unless `--user` names the reader.
@Suite("A saved timeline's owner: its one author, the user --user names, or no one")
struct OwnerGuessScreenTests {
  /// Alice's home timeline, mostly Bob's posts: three of Bob's, one of Alice's, one of Carol's.
  static let home = [
    APIStatuses.bobStatus(5, "2024-01-10T15:00:00.000Z", "<p>bob 3</p>"),
    APIStatuses.status(4, "2024-01-10T14:00:00.000Z", "<p>alice's own</p>"),
    APIStatuses.bobStatus(3, "2024-01-10T13:00:00.000Z", "<p>bob 2</p>"),
    APIStatuses.status(
      2, "2024-01-10T12:00:00.000Z", "<p>carol's</p>",
      extra: #","account":\#(APIStatuses.account("3", "carol", "example.social", name: "Carol"))"#
    ),
    APIStatuses.bobStatus(1, "2024-01-10T11:00:00.000Z", "<p>bob 1</p>"),
  ]

  /// The app on `statuses`, taken to be `owner`'s when given.
  private func app(_ statuses: [String], owner: String? = nil) throws -> ArchiveApp {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + statuses.joined(separator: ",") + "]", to: "home.json")
    return try ArchiveApp(
      path, size: Size(width: 64, height: 9), pictures: false, owner: owner)
  }

  @Test("A timeline of several authors has no owner: no stranger's profile on top")
  func severalAuthors() throws {
    expectScreen(
      try app(Self.home).screen,
      [
        "home.json › Feed                                          ? help",
        "> Bob @bob@other.example · 2024-01-10 15:00 UTC                ┃",
        "  bob 3                                                        ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2024-01-10 14:00 UTC",
        "  alice's own",
        "",
        "  Bob @bob@other.example · 2024-01-10 13:00 UTC",
        " 1/5 entry",
      ])
  }

  @Test("--user makes the user it names the owner, by nickname or address")
  func named() throws {
    for name in ["alice", "@alice@example.social"] {
      expectScreen(
        try app(Self.home, owner: name).screen,
        [
          "home.json › Feed                                          ? help",
          "> alice · Alice Liddell                                        ┃",
          "  3 posts · 2 following · 1 follower                           ┃",
          "",
          "  Bob @bob@other.example · 2024-01-10 15:00 UTC",
          "  bob 3",
          "",
          "  Alice Liddell @alice@example.social · 2024-01-10 14:00 UTC",
          " 1/6 profile summary",
        ])
    }
  }

  @Test("An account's own timeline, its boosts included, is that account's")
  func oneAuthor() throws {
    let statuses = [
      APIStatuses.status(
        2, "2024-01-10T12:00:00.000Z", "",
        extra: #","reblog":\#(APIStatuses.bobStatus(9, "2024-01-09T12:00:00.000Z", "<p>bob</p>"))"#
      ),
      APIStatuses.status(1, "2024-01-10T11:00:00.000Z", "<p>alice</p>"),
    ]
    expectScreen(
      try app(statuses).screen,
      [
        "home.json › Feed                                          ? help",
        "> alice · Alice Liddell                                        ┃",
        "  3 posts · 2 following · 1 follower                           ┃",
        "                                                               ┃",
        "  ↻ Alice Liddell boosted @bob@other.example · 2024-01-10 12:00┃",
        "  bob                                                          ┃",
        "",
        "  Alice Liddell @alice@example.social · 2024-01-10 11:00 UTC",
        " 1/3 profile summary",
      ])
  }
}
