import FeedModel
import Testing

@testable import FeedApp

/// A listtui document's counts are read as an outbox's or a statuses array's are: a whole
/// number however written, and anything else unknown with a warning, never the whole document
/// refused over one count.
@Suite("A count in a listtui document that cannot be read is unknown, with a warning")
struct CountFieldTests {
  /// A document of one entry whose poll's first option has `votes`, and a user whose stat has
  /// `count`.
  private func document(votes: String, count: String = "1", extra: String = "") -> String {
    #"{"users":[{"id":"u1","nickname":"a","stats":[{"label":"posts","count":\#(count)}]}],"#
      + #""feed":[{"id":"f1","user":"u1","comment":"c","poll":{"options":["#
      + #"{"title":"a","votes":\#(votes)},{"title":"b","votes":3}]\#(extra)}}]}"#
  }

  @Test("1e3, 12.0, 1.2e1 and -0 are whole numbers, read exactly")
  func wholeNumbers() throws {
    for (written, value) in [("1e3", 1000), ("12.0", 12), ("1.2e1", 12), ("-0", 0), ("0e5", 0)] {
      let snapshot = try load(document(votes: written, count: written))
      #expect(snapshot.warnings.map(\.description) == [], "\(written)")
      let poll = try #require(Array(snapshot.document.feed).first?.poll)
      #expect(poll.options.map(\.votes) == [value, 3] && !poll.hasUnknownVotes, "\(written)")
      #expect(snapshot.document.users.first?.stats.map(\.count) == [value], "\(written)")
    }
  }

  @Test("1.5, a string, a negative, a 20-digit number: the votes unknown, the stat left out")
  func unreadableCounts() throws {
    let cases = [
      ("1.5", "1.5"), (#""7""#, "a string"), ("-4", "-4"),
      ("99999999999999999999", "99999999999999999999"), ("1e-1", "1e-1"), ("true", "a boolean"),
      ("[1]", "an array"), ("1e400", "1e400"),
    ]
    for (written, found) in cases {
      let snapshot = try load(document(votes: written, count: written))
      #expect(
        snapshot.warnings.map(\.description) == [
          "users[0].stats[0].count: expected a count, found \(found); left out",
          "feed[0].poll.options[0].votes: expected a count, found \(found); "
            + "the option's votes are unknown",
        ], "\(written)")
      let poll = try #require(Array(snapshot.document.feed).first?.poll)
      #expect(poll.options.map(\.votes) == [nil, 3] && poll.hasUnknownVotes, "\(written)")
      #expect(snapshot.document.users.first?.stats == [], "\(written)")
    }
  }

  @Test("A voter count and a picture's size that cannot be read are left out")
  func votersAndSizes() throws {
    let json =
      #"{"users":[{"id":"u1","nickname":"a"}],"feed":[{"id":"f1","user":"u1","comment":"c","#
      + #""media":[{"path":"p.png","width":"640","height":4.8e2}],"#
      + #""poll":{"options":[{"title":"a","votes":2}],"voters":2.5}}]}"#
    let snapshot = try load(json)
    #expect(
      snapshot.warnings.map(\.description) == [
        "feed[0].media[0].width: expected a size in pixels, found a string; left out",
        "feed[0].poll.voters: expected a count, found 2.5; left out",
      ])
    let entry = try #require(Array(snapshot.document.feed).first)
    #expect(entry.media.first?.width == nil && entry.media.first?.height == 480)
    #expect(entry.poll?.votersCount == nil)
  }

  @Test("A stat's count missing altogether is still a missing required field")
  func missingCount() {
    #expect(throws: DocumentError.self) {
      try load(#"{"users":[{"id":"u1","nickname":"a","stats":[{"label":"posts"}]}]}"#)
    }
  }
}
