import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("The feed's order: newest first by the moment a date names, undated posts last")
struct OrderTests {
  /// Dates in input order: a zone offset that names an earlier moment than its text suggests,
  /// fractions of a second (three in one second, not in input order), text that is no date, a
  /// date alone, and two of the same moment written in different zones.
  static let dates = [
    "2024-01-01T01:00:00Z",  // 1: 01:00 UTC
    "2024-01-01T09:30:00+09:00",  // 2: 00:30 UTC, so older than 1
    "not-a-date",  // 3: last
    "2024-01-01T01:00:00.500Z",  // 4: the same second as 1, later input
    "2023-12-31",  // 5: the start of that day
    "2024-13-45T99:99:99Z",  // 6: no date
    "2024-01-02T00:00:00-05:00",  // 7: 05:00 UTC on the 2nd, the newest
    "2024-01-01T01:00:00.25Z",  // 8: between 1 and 4, though read after both
    "2024-01-01T10:00:00+09:00",  // 9: the same moment as 1
  ]
  static let expected = ["7", "4", "8", "9", "1", "2", "5", "6", "3"]
  /// A statuses array lists its posts newest first, as a timeline does: posts of one moment,
  /// and posts without a date, keep their input order.
  static let expectedStatuses = ["7", "4", "8", "1", "9", "2", "5", "3", "6"]

  @Test("An archive's outbox: by moment, later input first at one moment, bad dates last")
  func outbox() throws {
    var export = MastodonExport()
    for (index, date) in Self.dates.enumerated() {
      export.note(id: index + 1, published: date, html: "<p>\(index + 1)</p>")
    }
    let feed = Array(try load(export: export).document.feed)
    #expect(feed.map(\.comment) == Self.expected)
  }

  @Test("A statuses array orders the same way, keeping input order at one moment")
  func statuses() throws {
    let statuses = Self.dates.enumerated().map { index, date in
      """
      {"id": "\(index + 1)", "created_at": "\(date)", "content": "<p>\(index + 1)</p>",
       "visibility": "public", "uri": "https://example.social/users/alice/statuses/\(index + 1)",
       "account": {"id": "1", "username": "alice", "acct": "alice",
                   "url": "https://example.social/@alice"},
       "media_attachments": [], "mentions": []}
      """
    }
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(
        bytes: Array(("[" + statuses.joined(separator: ",") + "]").utf8),
        name: "statuses.json"),
      into: builder)
    let feed = Array(builder.finish().document.feed)
    #expect(feed.map(\.comment) == Self.expectedStatuses)
  }
}
