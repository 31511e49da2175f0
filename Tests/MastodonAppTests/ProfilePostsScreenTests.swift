import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A profile lists its user's own posts the document holds, newest first")
struct ProfilePostsScreenTests {
  /// A saved timeline: Alice's two posts, two of Bob's and Alice's boost of a third of his.
  ///
  /// Alice wrote most, so she is the owner.
  private func timeline(in folder: TemporaryFolder) throws -> String {
    let boosted = APIStatuses.bobStatus(300, "2023-01-01T08:00:00.000Z", "<p>Bob's news</p>")
    let statuses = [
      APIStatuses.bobStatus(204, "2023-01-04T10:00:00.000Z", "<p>Bob asks about soup</p>"),
      APIStatuses.status(3, "2023-01-03T10:00:00.000Z", "<p>Soup tonight</p>"),
      APIStatuses.status(2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(boosted)"#),
      APIStatuses.bobStatus(201, "2023-01-01T09:00:00.000Z", "<p>Bob's first toot</p>"),
      APIStatuses.status(1, "2023-01-01T07:00:00.000Z", "<p>Good morning</p>"),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("A friend's profile in a timeline lists their posts, and the post boosted; Enter opens one")
  func friendsPosts() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try timeline(in: folder), size: Size(width: 64, height: 18))
    expectScreen(
      try app.press("/about soup<Enter><Enter><Enter>"),
      [
        "statuses › Feed › Entry by bob › bob                      ? help",
        "> ┌────┐ bob · ▣ a.png (other.example, not fetched)",
        "  │ BO │ Bob · @bob@other.example",
        "  └────┘ 3 posts · 2 following · 1 follower",
        "         joined 2017-04-01",
        "",
        "  ▾ Posts 3",
        "  2023-01-04 10:00 UTC",
        "  Bob asks about soup",
        "  ↻ by Alice Liddell · 2023-01-02 10:00 UTC",
        "  Bob's news",
        "  2023-01-01 09:00 UTC",
        "  Bob's first toot",
        "",
        "",
        "",
        "",
        " 1/4 profile",
      ])
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "statuses › Feed › Entry by bob › bob › Entry by bob       ? help",
        "> bob · Bob · @bob@other.example",
        "",
        "  Bob's first toot",
        "",
        "  Posted 2023-01-01 09:00 UTC",
        "  https://other.example/@bob/201",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
  }

  @Test("Past a thousand posts, a line says how many more there are")
  func capped() throws {
    let folder = try TemporaryFolder()
    // Alice, who wrote most, is the owner; Bob wrote 1,003.
    let bobs = (1...1_003).map { number in
      APIStatuses.bobStatus(
        10_000 + number, "2023-01-01T10:00:00.000Z", "<p>Bob says \(number)</p>")
    }
    let alices = (1...1_004).map { number in
      APIStatuses.status(number, "2023-01-01T09:00:00.000Z", "<p>Alice says \(number)</p>")
    }
    let statuses = bobs + alices
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    expectScreen(
      try app.press("/Bob says 7<Enter><Enter><Enter>G"),
      [
        "statuses › Feed › Entry by bob › bob                      ? help",
        "  Bob says 997",
        "  2023-01-01 10:00 UTC",
        "  Bob says 998",
        "  2023-01-01 10:00 UTC",
        "  Bob says 999",
        "> 2023-01-01 10:00 UTC",
        "  Bob says 1000",
        "  … 3 more; the first 1000 are listed                          ┃",
        " 1001/1001 posts",
      ])
  }
}
