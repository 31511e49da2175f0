import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("When a post was edited: an outbox's updated, a status's edited_at")
struct EditTests {
  /// The entries of a statuses array, newest first, and the warnings.
  private func statuses(_ elements: [String]) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + elements.joined(separator: ",") + "]", to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    return builder.finish()
  }

  /// A status by Alice; `extra` adds fields.
  private func status(_ id: Int, _ extra: String = "") -> String {
    #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00.000Z","content":"<p>\#(id)</p>","#
      + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"}\#(extra)}"#
  }

  @Test("updated is the edit's date; a post without it was never edited")
  func updated() throws {
    var export = MastodonExport()
    export.note(id: 1, published: "2024-01-01T10:00:00Z", html: "<p>Never edited</p>")
    export.note(
      id: 2, published: "2024-01-02T10:00:00Z", html: "<p>Fixed a typo</p>",
      updated: "2024-01-02T11:30:00Z")
    let snapshot = try load(export: export)
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.editedAt) == ["2024-01-02T11:30:00Z", nil])
    #expect(feed[0].displayEditedDate == DisplayDate.text(for: "2024-01-02T11:30:00Z"))
    #expect(feed[1].displayEditedDate == nil)
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("A malformed updated is shown as written, with a warning; an empty one is none")
  func malformedUpdated() throws {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z", html: "<p>a</p>", updated: "yesterday")
    export.note(id: 2, published: "2024-01-02T10:00:00Z", html: "<p>b</p>", updated: "")
    let snapshot = try load(export: export)
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.editedAt) == [nil, "yesterday"])
    #expect(feed[1].displayEditedDate == "yesterday")
    #expect(
      snapshot.warnings.map(\.description) == [
        #"outbox.json: orderedItems[0].object.updated: "yesterday" is not an ISO 8601 date; shown as written"#,
        "outbox.json: orderedItems[1].object.updated: an empty string is not an ISO 8601 date; no edit shown",
      ])
  }

  @Test("An updated that is no string is no edit, with a warning")
  func updatedOfAnotherKind() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","#
        + #""object":{"id":"https://a.example/users/zoe/statuses/1","type":"Note","#
        + #""published":"2024-01-01T10:00:00Z","updated":20240101,"content":"<p>a</p>"}}]}"#,
      to: "export/outbox.json")
    let snapshot = try load(folder.file("export"), name: "export")
    #expect(Array(snapshot.document.feed).map(\.editedAt) == [nil])
    #expect(
      snapshot.warnings.map(\.description).contains(
        "outbox.json: orderedItems[0].object.updated: expected a date, found a number; no edit shown"
      ))
  }

  @Test("edited_at is the edit's date; null and a boost's are none; a malformed one warns")
  func editedAt() throws {
    let boosted = status(9, #","edited_at":"2024-01-09T12:00:00.000Z""#)
    let snapshot = try statuses([
      status(4, #","edited_at":"2024-01-04T12:00:00.000Z""#),
      status(3, #","edited_at":null"#),
      status(2, #","edited_at":"soon""#),
      status(1, #","edited_at":7,"reblog":\#(boosted)"#),
    ])
    #expect(
      Array(snapshot.document.feed).map(\.editedAt) == [
        "2024-01-04T12:00:00.000Z", nil, "soon", nil,
      ])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[2].edited_at: "soon" is not an ISO 8601 date; shown as written"#
      ])
  }
}
