import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("A reply to a post the document holds opens it, whoever wrote it and however it is named")
struct ReplyInTimelineTests {
  @Test("A saved timeline: Alice's reply to Bob's status in the same array opens that status")
  func timeline() throws {
    // Newest first, as the API gives them: the reply before the status it answers.
    let statuses = [
      APIStatuses.status(
        101, "2023-01-02T10:00:00.000Z", "<p>Alice answers</p>",
        extra: #","in_reply_to_id":"103","in_reply_to_account_id":"2""#),
      APIStatuses.bobStatus(103, "2023-01-01T10:00:00.000Z", "<p>Bob asks</p>"),
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    let entry = try app.press("/answers<Enter><Enter>j").lines
    #expect(
      entry.contains { $0.hasPrefix("> ↩ in reply to @bob@other.example · Enter opens it") },
      "\(entry)")
    #expect(!entry.joined().contains("not in this document"), "\(entry)")
    try app.press("<Enter>")
    #expect(app.screen.lines.contains { $0.hasPrefix("  Bob asks ") }, "\(app.screen.lines)")
    // And the status lists Alice's reply under it.
    #expect(app.screen.lines.contains("  ▾ Replies 1"), "\(app.screen.lines)")
  }

  @Test("A reply to a status the array holds only inside a boost opens the boost, listed there")
  func replyToBoostedStatus() throws {
    // Alice boosts Bob's status, then answers it: the array never holds it on its own.
    let bobs = APIStatuses.bobStatus(103, "2023-01-01T10:00:00.000Z", "<p>Bob asks</p>")
    let statuses = [
      APIStatuses.status(
        106, "2023-01-02T10:00:00.000Z", "<p>Alice answers</p>",
        extra: #","in_reply_to_id":"103","in_reply_to_account_id":"2""#),
      APIStatuses.status(105, "2023-01-02T09:00:00.000Z", "", extra: #","reblog":"# + bobs),
    ]
    let folder = try TemporaryFolder()
    let path = try folder.write("[\n" + statuses.joined(separator: ",\n") + "\n]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 16))
    let entry = try app.press("/answers<Enter><Enter>j").lines
    #expect(
      entry.contains { $0.hasPrefix("> ↩ in reply to @bob@other.example · Enter opens it") },
      "\(entry)")
    // The post it answers is shown by its first line, not its address.
    #expect(entry.contains { $0.hasPrefix("    Bob asks") }, "\(entry)")
    #expect(!entry.joined().contains("https://other.example/@bob/103"), "\(entry)")
    try app.press("<Enter>")
    #expect(
      app.screen.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Bob asks" },
      "\(app.screen.lines)")
    #expect(app.screen.lines.contains { $0.hasPrefix("  ▾ Replies 1") }, "\(app.screen.lines)")
  }

  @Test("A listtui document: a reply naming another entry's address opens that entry")
  func byEntryAddress() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"alice"},{"id":"u2","nickname":"bob"}],
       "feed":[
        {"id":"b1","user":"u2","comment":"bob's post","address":"https://other.example/@bob/1"},
        {"id":"a1","user":"u1","comment":"reply by address",
         "replyTo":{"address":"https://other.example/@bob/1","author":"u2"}}
       ]}
      """#
    let folder = try TemporaryFolder()
    let path = try folder.write(json, to: "doc.json")
    let app = try ArchiveApp(path, size: Size(width: 64, height: 10))
    let entry = try app.press("/reply<Enter><Enter>j").lines
    #expect(entry.contains { $0.hasPrefix("> ↩ in reply to bob · Enter opens it") }, "\(entry)")
    #expect(!entry.joined().contains("not in this document"), "\(entry)")
    try app.press("<Enter>")
    #expect(app.screen.lines.contains { $0.hasPrefix("  bob's post ") }, "\(app.screen.lines)")
    #expect(app.screen.lines.contains { $0.hasPrefix("  ▾ Replies 1 ") }, "\(app.screen.lines)")
  }
}
