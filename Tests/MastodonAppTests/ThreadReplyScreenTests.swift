import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("A reply's screen shows the start of the post it answers when the document holds it")
struct ThreadReplyScreenTests {
  @Test("A self-thread: the reply line is followed by its parent's first line, not its address")
  func parentsGist() throws {
    let statuses = [
      APIStatuses.status(
        102, "2023-01-01T10:02:00.000Z", "<p>2/2 and then the soup boiled over</p>",
        extra: #","in_reply_to_id":"101","in_reply_to_account_id":"1""#),
      APIStatuses.status(
        101, "2023-01-01T10:01:00.000Z", "<p>1/2 A thread about soup, which is long</p>"),
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 14))
    expectScreen(
      try app.press("/boiled<Enter><Enter>j"),
      [
        "statuses › Feed › Entry by alice                          ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "> ↩ in reply to @alice@example.social · Enter opens it",
        "    1/2 A thread about soup, which is long",
        "",
        "  2/2 and then the soup boiled over",
        "",
        "  Posted 2023-01-01 10:02 UTC",
        "  https://example.social/@alice/102",
        "",
        "",
        "",
        " 2/4 reply",
      ])
    // Enter on the lines opens the parent, whose screen has its address.
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Entry by alice › Entry by alice         ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  1/2 A thread about soup, which is long",
        "",
        "  Posted 2023-01-01 10:01 UTC",
        "  https://example.social/@alice/101",
        "",
        "  ▾ Replies 1",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:02 UTC",
        "  2/2 and then the soup boiled over",
        "",
        "",
        " 1/5 author",
      ])
  }
}
