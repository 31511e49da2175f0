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

  @Test("A poll has ended when closed, or when its end is past")
  func ended() {
    let end = "2023-01-09T10:00:00Z"  // 1673258400
    #expect(!Poll(options: [], endsAt: end).hasEnded(now: 1_673_258_399))
    #expect(Poll(options: [], endsAt: end).hasEnded(now: 1_673_258_400))
    #expect(Poll(options: [], endsAt: end, isClosed: true).hasEnded(now: 0))
    #expect(!Poll(options: [], endsAt: "soon").hasEnded(now: .max))
  }
}
