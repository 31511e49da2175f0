import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("Polls as outboxes and statuses write them: voters, closed polls, hidden counts")
struct PollShapesTests {
  @Test("anyOf with votersCount, a closed poll, and a poll without votersCount")
  func activityPolls() throws {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Old</p>",
      poll: .init(options: [("A", 2)], writesVoters: false))
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Several</p>",
      poll: .init(
        options: [("C", 6), ("D", 4)], multiple: true, endTime: "2023-01-03T10:00:00Z",
        voters: 8, closed: true))
    let feed = Array(try load(export: export).document.feed)
    #expect(
      feed.map(\.poll) == [
        Poll(
          options: [.init(title: "C", votes: 6), .init(title: "D", votes: 4)],
          allowsMultiple: true, endsAt: "2023-01-03T10:00:00Z", votersCount: 8, isClosed: true),
        Poll(
          options: [.init(title: "A", votes: 2)], endsAt: "2023-01-09T10:00:00Z",
          votersCount: nil),
      ])
  }

  @Test("Shares are of the voters for several choices, of the votes otherwise, never over 0")
  func shares() {
    let options: [Poll.Option] = [.init(title: "C", votes: 6), .init(title: "D", votes: 4)]
    let several = Poll(options: options, allowsMultiple: true, votersCount: 8)
    #expect(options.map { several.share(of: $0) } == [0.75, 0.5])
    let unknownVoters = Poll(options: options, allowsMultiple: true, votersCount: 0)
    #expect(options.map { unknownVoters.share(of: $0) } == [0.6, 0.4])
    let one = Poll(options: options, votersCount: 8)
    #expect(options.map { one.share(of: $0) } == [0.6, 0.4])
    let nobody = Poll(options: [.init(title: "E", votes: 0)], allowsMultiple: true)
    #expect(nobody.share(of: nobody.options[0]) == 0)
    let hidden = Poll(options: [.init(title: "F", votes: nil)])
    #expect(hidden.hidesResults)
    #expect(hidden.share(of: hidden.options[0]) == nil)
    let huge: [Poll.Option] = [.init(title: "G", votes: .max), .init(title: "H", votes: .max)]
    let overflowing = Poll(options: huge)
    #expect(huge.map { overflowing.share(of: $0) } == [0.5, 0.5])
  }

  @Test("shares are each option's share(of:), for polls of every shape", arguments: 0..<200)
  func sharesAtOnce(seed: Int) {
    var random = Seeded(state: UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15)
    let count = Int.random(in: 0...40, using: &random)
    let options = (0..<count).map { index -> Poll.Option in
      let votes: Int? = Int.random(in: 0...5, using: &random) == 0 ? nil : .random(in: -3...50)
      return .init(title: "o\(index)", votes: votes)
    }
    let poll = Poll(
      options: options, allowsMultiple: .random(using: &random),
      votersCount: Bool.random(using: &random) ? nil : .random(in: 0...90),
      hasUnknownVotes: Int.random(in: 0...4) == 0)
    #expect(poll.shares == options.map { poll.share(of: $0) })
    #expect(poll.shares.allSatisfy { ($0 ?? 0) <= 1 }, "\(poll)")
  }

  @Test("Voters fewer than an option's votes, in an outbox and in statuses: shares of at most 1")
  func votersBelowVotes() throws {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Several</p>",
      poll: .init(options: [("C", 6), ("D", 3)], multiple: true, voters: 2))
    let archive = try load(export: export)
    let json = #"""
      [{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>poll</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"},
        "poll":{"id":"5","expired":true,"multiple":true,"voters_count":2,
          "options":[{"title":"a","votes_count":6},{"title":"b","votes_count":3}]}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let statuses = builder.finish()
    let problem = "2 is fewer than an option's 6 votes; the shares are of 6 voters"
    #expect(
      archive.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.votersCount: " + problem
      ])
    #expect(statuses.warnings.map(\.description) == ["statuses[0].poll.voters_count: " + problem])
    for snapshot in [archive, statuses] {
      #expect(try #require(Array(snapshot.document.feed)[0].poll).shares == [1, 0.5])
    }
  }

  @Test("A closed poll whose date is no ISO 8601 date is closed, with no end shown, and a warning")
  func closedNotADate() throws {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Poll</p>",
      poll: .init(options: [("A", 2)], endTime: "soon", closed: true))
    let snapshot = try load(export: export)
    let poll = try #require(Array(snapshot.document.feed)[0].poll)
    #expect(poll.endsAt == nil && poll.isClosed)
    #expect(
      snapshot.warnings.map(\.description).contains {
        $0.hasSuffix(#".closed: "soon" is not an ISO 8601 date; left out"#)
      }, "\(snapshot.warnings)")
  }

  @Test("A poll has ended when closed, or when its end is past")
  func ended() {
    let end = "2023-01-09T10:00:00Z"  // 1673258400
    #expect(!Poll(options: [], endsAt: end).hasEnded(now: 1_673_258_399))
    #expect(Poll(options: [], endsAt: end).hasEnded(now: 1_673_258_400))
    #expect(Poll(options: [], endsAt: end, isClosed: true).hasEnded(now: 0))
    #expect(!Poll(options: [], endsAt: "soon").hasEnded(now: .max))
  }

  @Test("Counts of the wrong type, negative or too large are unknown, with a warning naming them")
  func unreadableCounts() throws {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","actor":"https://example.social/users/alice","published":"2023-01-01T10:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"id":"https://example.social/users/alice/statuses/1","type":"Question","published":"2023-01-01T10:00:00Z","attributedTo":"https://example.social/users/alice","content":"<p>Poll</p>","endTime":5,"votersCount":"9","oneOf":[{"type":"Note","name":"str","replies":{"type":"Collection","totalItems":"7"}},{"type":"Note","name":"neg","replies":{"type":"Collection","totalItems":-5}},{"type":"Note","name":"huge","replies":{"type":"Collection","totalItems":1e20}},{"type":"Note","name":"odd","replies":3},{"type":"Note","name":"ok","replies":{"type":"Collection","totalItems":2}}]}}"#
    )
    let snapshot = try load(export: export)
    let place = "outbox.json: orderedItems[0].object"
    #expect(
      snapshot.warnings.map(\.description).filter { $0.hasPrefix(place) } == [
        "\(place).oneOf[0].replies.totalItems: expected a count, found a string; "
          + "the option's votes are unknown",
        "\(place).oneOf[1].replies.totalItems: expected a count, found -5; "
          + "the option's votes are unknown",
        "\(place).oneOf[2].replies.totalItems: expected a count, found 1e20; "
          + "the option's votes are unknown",
        "\(place).oneOf[3].replies: expected a collection, found a number; "
          + "the option's votes are unknown",
        "\(place).endTime: expected a date, found a number; left out",
        "\(place).votersCount: expected a count, found a string; left out",
      ])
    let poll = try #require(Array(snapshot.document.feed)[0].poll)
    #expect(poll.options.map(\.votes) == [nil, nil, nil, nil, 2])
    #expect(poll.votersCount == nil && poll.endsAt == nil)
    #expect(poll.hasUnknownVotes && !poll.hidesResults)
    // The total is unknown, so no option has a share of it.
    #expect(poll.share(of: poll.options[4]) == nil)
  }

  @Test("A status's poll: counts of the wrong type are unknown with a warning, null ones hidden")
  func unreadableStatusCounts() throws {
    let json = #"""
      [{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>poll</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"},
        "poll":{"id":"5","expires_at":"soon","expired":false,"multiple":false,"voters_count":-1,
          "options":[{"title":"a","votes_count":"3"},{"title":"b","votes_count":null}]}},
       {"id":"2","created_at":"2024-01-01T09:00:00Z","content":"<p>hidden</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"},
        "poll":{"id":"6","expires_at":null,"expired":false,"multiple":false,"voters_count":null,
          "options":[{"title":"c","votes_count":null}]}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let snapshot = builder.finish()
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].poll.options[0].votes_count: expected a count, found a string; "
          + "the option's votes are unknown",
        #"statuses[0].poll.expires_at: "soon" is not an ISO 8601 date; left out"#,
        "statuses[0].poll.voters_count: expected a count, found -1; left out",
      ])
    let polls = Array(snapshot.document.feed).compactMap(\.poll)
    #expect(polls.map(\.hasUnknownVotes) == [true, false])
    #expect(polls.map(\.hidesResults) == [false, true])
    #expect(polls[0].endsAt == nil && polls[0].votersCount == nil)
  }
}

/// A SplitMix64 generator, so that each seed gives the same poll every run.
private struct Seeded: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
