import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("Feed entry display dates")
struct DisplayDateTests {
  private func display(_ postedAt: String?) -> String? {
    TestTimeZone.utc
    return FeedEntry(id: "f", user: "u", comment: "", postedAt: postedAt).displayDate
  }

  @Test("An ISO 8601 timestamp shows as date, hour and minute in local time, with the zone")
  func utcTimestamp() {
    #expect(display("2016-12-19T12:44:03Z") == "2016-12-19 12:44 UTC")
  }

  @Test("Fractions, offsets and missing seconds are accepted; offsets move to local time")
  func variants() {
    #expect(display("2016-12-19T12:44:03.250Z") == "2016-12-19 12:44 UTC")
    #expect(display("2016-12-19T21:44:03+09:00") == "2016-12-19 12:44 UTC")
    #expect(display("2016-12-20T06:14+0930") == "2016-12-19 20:44 UTC")
    #expect(display("2016-12-19T08:44:03-04:00") == "2016-12-19 12:44 UTC")
    #expect(display("2016-12-19T12:44") == "2016-12-19 12:44 UTC")
    #expect(display("2016-12-19 12:44:03") == "2016-12-19 12:44 UTC")
  }

  @Test("A precise moment keeps the fraction of a second, to the microsecond, in any zone")
  func preciseMoments() {
    let second = 1_704_070_800 * 1_000_000
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00:00Z") == second)
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00:00.5Z") == second + 500_000)
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00:00,123Z") == second + 123_000)
    #expect(DisplayDate.preciseMoment("2024-01-01T10:00:00.000001+09:00") == second + 1)
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00:00.1234567891Z") == second + 123_456)
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00Z") == second)
    #expect(DisplayDate.preciseMoment("2024-01-01") == (second / 1_000_000 - 3_600) * 1_000_000)
    #expect(DisplayDate.preciseMoment("2024-01-01T01:00:00.Z") == nil)
    #expect(DisplayDate.preciseMoment("soon") == nil)
    // Whole seconds order as the moment in seconds does.
    #expect(DisplayDate.moment("2024-01-01T01:00:00.999Z") == second / 1_000_000)
  }

  @Test("A date alone shows as the date")
  func dateOnly() {
    #expect(display("2016-12-19") == "2016-12-19")
  }

  @Test("The last day of each month is a date, by the Gregorian leap years")
  func monthEnds() {
    #expect(display("2024-02-29T10:00:00Z") == "2024-02-29 10:00 UTC")
    #expect(display("2000-02-29") == "2000-02-29" && DisplayDate.isValid("2000-02-29"))
    #expect(!DisplayDate.isValid("1900-02-29") && !DisplayDate.isValid("2023-02-29"))
    for (month, days) in [1: 31, 3: 31, 4: 30, 6: 30, 9: 30, 11: 30, 12: 31] {
      let last = "2023-\(month < 10 ? "0" : "")\(month)-\(days)"
      let next = "2023-\(month < 10 ? "0" : "")\(month)-\(days + 1)"
      #expect(DisplayDate.isValid(last) && !DisplayDate.isValid(next), "\(last)")
    }
  }

  @Test("Unparseable or out-of-range text is shown raw")
  func unparseable() {
    #expect(display("yesterday") == "yesterday")
    #expect(display("2016-13-19T12:44:03Z") == "2016-13-19T12:44:03Z")
    #expect(display("2016-12-19T24:00:00Z") == "2016-12-19T24:00:00Z")
    #expect(display("2016-12-19T12:44:03Zjunk") == "2016-12-19T12:44:03Zjunk")
    #expect(display("2024-02-30T10:00:00Z") == "2024-02-30T10:00:00Z")
    #expect(display("2023-02-29") == "2023-02-29")
    #expect(display("2024-04-31T10:00Z") == "2024-04-31T10:00Z")
    #expect(display("") == "")
  }

  @Test("No date gives no display date")
  func noDate() {
    #expect(display(nil) == nil)
  }
}

@Suite("Dates in a document: which get a warning")
struct DocumentDateWarningTests {
  static func document(postedAt: String) -> String {
    #"{"me":"u1","users":[{"id":"u1","nickname":"boo"}],"feed":[{"id":"a","user":"u1","comment":"x","postedAt":\#(postedAt)}]}"#
  }

  @Test("An empty postedAt names no date: a warning, like any other that is no ISO 8601 date")
  func emptyDate() throws {
    #expect(
      try warnings(Self.document(postedAt: #""""#))
        == ["feed[0].postedAt: an empty string is not an ISO 8601 date; no date shown"])
    #expect(try load(Self.document(postedAt: #""""#)).document.feed[0].postedAt == nil)
  }

  @Test("A user's joined date that is no ISO 8601 date is warned of, and shown as written")
  func joinedNotADate() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"boo","joined":"yesterday"},
                {"id":"u2","nickname":"ann","joined":"2017-04-01"}],
       "feed":[{"id":"a","user":"u1","comment":"x"}]}
      """#
    #expect(
      try warnings(json) == [
        #"users[0].joined: "yesterday" is not an ISO 8601 date; shown as written"#
      ])
  }

  @Test("A poll's end that is no ISO 8601 date is warned of, and shown as written")
  func pollEndNotADate() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"boo"}],
       "feed":[{"id":"a","user":"u1","comment":"x",
                "poll":{"options":[{"title":"a","votes":1}],"endsAt":"soon"}}]}
      """#
    #expect(
      try warnings(json) == [
        #"feed[0].poll.endsAt: "soon" is not an ISO 8601 date; shown as written"#
      ])
  }

  @Test("A date alone is an ISO 8601 date: no warning; null and absent are no date, silently")
  func dateOnlyAndNull() throws {
    #expect(try warnings(Self.document(postedAt: #""2016-12-19""#)).isEmpty)
    #expect(try warnings(Self.document(postedAt: "null")).isEmpty)
    let app = try AppHarness(json: Self.document(postedAt: #""2016-12-19""#))
    #expect(texts(app.screen(40, 12).lines)[4] == "  boo · 2016-12-19")
  }
}

@Suite("editedAt in a document: when an entry was edited")
struct DocumentEditedAtTests {
  static func document(editedAt: String) -> String {
    #"{"me":"u1","users":[{"id":"u1","nickname":"boo"}],"feed":[{"id":"a","user":"u1","comment":"x","postedAt":"2016-12-19T12:44:03Z","editedAt":\#(editedAt)}]}"#
  }

  @Test("editedAt is read and shown on the entry screen after the posted date, in its form")
  func shown() throws {
    let document = Self.document(editedAt: #""2016-12-20T08:05:00Z""#)
    #expect(try warnings(document).isEmpty)
    #expect(try load(document).document.feed[0].editedAt == "2016-12-20T08:05:00Z")
    let app = try AppHarness(json: document, size: Size(width: 60, height: 8))
    try app.press("j<Enter>G")
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed › Entry by boo                          ? help",
        "  boo",
        "",
        "  x",
        "",
        "> Posted 2016-12-19 12:44 UTC · edited 2016-12-20 08:05 UTC",
        "",
        " 3/3 details",
      ])
  }

  @Test("A malformed editedAt is shown as written, with a warning; an empty one is none")
  func malformed() throws {
    #expect(
      try warnings(Self.document(editedAt: #""tuesday""#))
        == [#"feed[0].editedAt: "tuesday" is not an ISO 8601 date; shown as written"#])
    #expect(
      try warnings(Self.document(editedAt: #""""#))
        == ["feed[0].editedAt: an empty string is not an ISO 8601 date; no edit shown"])
    #expect(try load(Self.document(editedAt: #""""#)).document.feed[0].editedAt == nil)
    #expect(try warnings(Self.document(editedAt: "null")).isEmpty)
  }
}
