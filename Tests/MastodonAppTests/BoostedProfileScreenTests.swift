import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A boosted post's author, known from a timeline, opens from the entry screen")
struct BoostedProfileScreenTests {
  /// Alice's statuses: a reply to Bob's status 301, a boost of his status 300, and a post of
  /// her own.
  ///
  /// The array does not hold status 301, and holds 300 only inside the boost; Bob is known only
  /// as the boosted post's author.
  private func statuses(in folder: TemporaryFolder) throws -> String {
    let bob = APIStatuses.bobStatus(300, "2023-01-01T08:00:00.000Z", "<p>Bob's news</p>")
    let statuses = [
      APIStatuses.status(
        3, "2023-01-03T10:00:00.000Z", "<p>Congratulations</p>",
        extra: #","in_reply_to_id":"301","in_reply_to_account_id":"2""#),
      APIStatuses.status(2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(bob)"#),
      APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>"),
    ]
    return try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
  }

  @Test("Enter on the boost of a post not in the document opens its author's profile")
  func boostOpensProfile() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("jjj<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↻ Boosted a post by @bob@other.example · Enter opens their",
        "  profile",
        "  https://other.example/@bob/300",
        "",
        "  Bob's news",
        "",
        "  Posted 2023-01-01 08:00 UTC · Boosted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/2",
        "",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "statuses › Feed › Entry by alice › bob                    ? help",
        "> ┌────┐ bob · ▣ a.png (other.example, not fetched)",
        "  │ BO │ Bob · @bob@other.example",
        "  └────┘ 3 posts · 2 following · 1 follower",
        "         joined 2017-04-01",
        "",
        "  ▾ Your posts that mention or reply to @bob@other.example 1",
        "  2023-01-03 10:00 UTC",
        "  Congratulations",
        "",
        "  ▾ Posts 1",
        "  ↻ by Alice Liddell · 2023-01-02 10:00 UTC",
        "  Bob's news",
        " 1/3 profile",
      ])
  }

  @Test("Enter on a reply to a post not in the document opens its author's profile")
  func replyOpensProfile() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try statuses(in: folder), size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  ↩ in reply to @bob@other.example · Enter opens their profile",
        "  not in this document",
        "",
        "  Congratulations",
        "",
        "  Posted 2023-01-03 10:00 UTC",
        "  https://example.social/@alice/3",
        "",
        "",
        "",
        " 1/4 author",
      ])
    #expect(try app.press("j<Enter>").lines[0].hasPrefix("statuses › Feed › Entry by alice › bob"))
  }

  @Test("Enter on the boost of a status the array holds opens that status, as in an archive")
  func boostOfStatusInArray() throws {
    let folder = try TemporaryFolder()
    let own = APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Soup tonight</p>")
    let statuses = [
      APIStatuses.status(2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(own)"#), own,
    ]
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 14))
    let entry = try app.press("j<Enter>").lines
    #expect(
      entry.contains { $0.contains("↻ Boosted a post by @alice@example.social · Enter opens it") },
      "\(entry)")
    let opened = try app.press("j<Enter>").lines
    #expect(opened[0].hasPrefix("statuses › Feed › Entry by alice › Entry by alice"), "\(opened)")
    #expect(opened.contains { $0.contains("Soup tonight") })
  }
}
