import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("A JSON array of statuses, as the REST API returns them")
struct StatusesScreenTests {
  @Test("Statuses, a boost with its text and a picture on a server: the feed and an entry")
  func statuses() throws {
    let bobStatus = APIStatuses.status(
      300, "2023-01-01T08:00:00.000Z", "<p>Bob's news</p>",
      extra: #","account":\#(APIStatuses.account("2", "bob", "other.example", name: "Bob"))"#
    )
    .replacingOccurrences(of: "example.social/@alice/300", with: "other.example/@bob/300")
    let statuses = [
      APIStatuses.status(
        1, "2023-01-01T10:00:00.000Z", "<p>A photo</p>",
        extra:
          #","media_attachments":[{"id":"9","type":"image","url":"https://files.example.social/media_attachments/files/000/000/009/original/a.jpg","description":"The bay"}]"#
      ),
      APIStatuses.status(
        2, "2023-01-02T10:00:00.000Z", "", extra: #","reblog":\#(bobStatus)"#),
      APIStatuses.status(
        3, "2023-01-03T10:00:00.000Z", "<p>Spoiler inside</p>",
        extra: #","spoiler_text":"The end","in_reply_to_id":"1","in_reply_to_account_id":"1""#),
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 22))
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                           ? help",
        "> alice · Alice Liddell                                        ┃",
        "  3 posts · 2 following · 1 follower                           ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-03 10:00 UTC   ┃",
        "  ↩ in reply to @alice@example.social                          ┃",
        "  ⚠ The end · Space shows the post                             ┃",
        "                                                               ┃",
        "  ↻ Alice Liddell boosted @bob@other.example · 2023-01-02 10:00┃",
        "  Bob's news                                                   ┃",
        "                                                               ┃",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC   ┃",
        "  A photo                                                      ┃",
        "  ┌───────────────────────────────────────────────────────────┐┃",
        "  │                                                           │┃",
        "  │                                                           │┃",
        "  │        ▣ a.jpg (files.example.social, not fetched)        │┃",
        "  │                                                           │┃",
        "  │                                                           │┃",
        "  └───────────────────────────────────────────────────────────┘┃",
        "  “The bay”",
        " 1/4 profile summary",
      ])
    expectScreen(
      try app.press("jj<Enter>"),
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
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 author",
      ])
  }
}
