import FeedModel
import Testing

@testable import FeedApp

/// A date of more than 255 bytes, which no ISO 8601 date is and a record has no room for: the
/// entry is kept without it, with the warning any malformed date gets, never dropped.
@Suite("An entry whose date is over 255 bytes is kept, with a malformed-date warning")
struct LongDateTests {
  @Test("postedAt of 256 bytes: the entry is there, undated, and the warning names the field")
  func longPostedAt() throws {
    let date = "2016-12-19T12:44:03Z" + String(repeating: "x", count: 236)
    #expect(date.utf8.count == 256)
    let json = """
      {"users": [{"id": "u1", "nickname": "a"}], "feed": [
        {"id": "f0", "user": "u1", "comment": "before"},
        {"id": "f1", "user": "u1", "comment": "long date", "postedAt": "\(date)"},
        {"id": "f2", "user": "u1", "comment": "after", "postedAt": "2016-12-19"}]}
      """
    let snapshot = try load(json)
    let feed = snapshot.document.feed
    #expect((0..<feed.count).map { feed[$0].id } == ["f0", "f1", "f2"])
    #expect((0..<feed.count).map { feed[$0].postedAt } == [nil, nil, "2016-12-19"])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"feed[1].postedAt: "2016-12-19T12:44:03Zxxxxxxxxxxxxxxxxxxxx…" (256 bytes) is not an ISO 8601 date; no date shown"#
      ])
    #expect(snapshot.warnings.first?.subject == .entry(id: "f1"))
  }

  @Test("A date of exactly 255 bytes is stored and shown as written, as before")
  func longestStoredDate() throws {
    let date = String(repeating: "y", count: 255)
    let json = """
      {"users": [{"id": "u1", "nickname": "a"}], "feed": [
        {"id": "f0", "user": "u1", "comment": "c", "postedAt": "\(date)"}]}
      """
    let snapshot = try load(json)
    #expect(snapshot.document.feed.count == 1)
    #expect(snapshot.document.feed[0].postedAt == date)
    #expect(
      snapshot.warnings.map(\.description) == [
        "feed[0].postedAt: \"\(date)\" is not an ISO 8601 date; shown as written"
      ])
  }

  @Test("An id too long to store names the id member and says why the entry is skipped")
  func longID() throws {
    let id = String(repeating: "i", count: 65_536)
    let json = """
      {"users": [{"id": "u1", "nickname": "a"}], "feed": [
        {"id": "\(id)", "user": "u1", "comment": "c"},
        {"id": "f1", "user": "u1", "comment": "kept"}]}
      """
    let snapshot = try load(json)
    #expect(snapshot.document.feed.count == 1)
    #expect(
      snapshot.warnings.map(\.description) == [
        "feed[0].id: longer than 65535 bytes; entry skipped"
      ])
  }
}
