import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

/// Counts from a hostile document or server, each valid alone, whose sums or shares do not fit.
@Suite("Poll counts too large to add up or to show as a share")
struct HostileCountTests {
  /// The feed's and the entry screen's texts of a document with one poll.
  func screens(poll: String) throws -> (feed: [String], entry: [String]) {
    let json =
      #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","poll":\#(poll)}]}"#
    let snapshot = try DocumentLoader.load(.text(json, name: "t.json"))
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: snapshot), theme: .monochrome,
      size: Size(width: 60, height: 12))
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    let feed = driver.frame.lines
    try driver.press("<Enter>")
    return (feed, driver.frame.lines)
  }

  @Test("Votes that add up past Int.max keep their shares, and their total is said exactly")
  func votesOverflow() throws {
    let (feed, entry) = try screens(
      poll:
        #"{"options":[{"title":"a","votes":5000000000000000000},{"title":"b","votes":9223372036854775807}]}"#
    )
    #expect(feed.contains { $0.contains(" 35% a (5000000000000000000)") })
    #expect(feed.contains { $0.contains(" 65% b (9223372036854775807)") })
    #expect(entry.contains { $0.contains("14223372036854775807 votes") })
  }

  @Test("Votes far past the voters are a share of 100%, not of 10^19 %, nor a crash")
  func hugeShare() throws {
    let (feed, _) = try screens(
      poll: #"{"options":[{"title":"a","votes":100000000000000000}],"multiple":true,"voters":1}"#)
    #expect(feed.contains { $0.contains("▕██████████▏ 100% a (100000000000000000)") })
  }
}
