import FeedModel
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

  @Test("A date alone shows as the date")
  func dateOnly() {
    #expect(display("2016-12-19") == "2016-12-19")
  }

  @Test("Unparseable or out-of-range text is shown raw")
  func unparseable() {
    #expect(display("yesterday") == "yesterday")
    #expect(display("2016-13-19T12:44:03Z") == "2016-13-19T12:44:03Z")
    #expect(display("2016-12-19T24:00:00Z") == "2016-12-19T24:00:00Z")
    #expect(display("2016-12-19T12:44:03Zjunk") == "2016-12-19T12:44:03Zjunk")
    #expect(display("") == "")
  }

  @Test("No date gives no display date")
  func noDate() {
    #expect(display(nil) == nil)
  }
}
