import FeedModel
import Testing

@testable import FeedApp

@Suite("The line under a poll in the feed: open or closed, several choices, of how many voters")
struct PollTimeLeftTests {
  @Test("The time left in its largest whole unit, as Mastodon counts it down")
  func timeLeft() {
    #expect(PollRows.timeLeft(2 * 86_400 + 3_600) == "2 d")
    #expect(PollRows.timeLeft(86_400) == "1 d")
    #expect(PollRows.timeLeft(5 * 3_600 + 59) == "5 h")
    #expect(PollRows.timeLeft(12 * 60 + 30) == "12 min")
    #expect(PollRows.timeLeft(20) == "1 min")
  }

  @Test("Closed, open with an end, or saying nothing of an end it does not know")
  func summaries() {
    let now = 1_700_000_000
    let options = [Poll.Option(title: "a", votes: 3), Poll.Option(title: "b", votes: 1)]
    #expect(
      PollRows(poll: Poll(options: options, isClosed: true)).feedSummary(now: now)
        == "4 votes · closed")
    #expect(
      PollRows(poll: Poll(options: options, endsAt: "2023-11-16T22:13:20Z"))
        .feedSummary(now: now) == "4 votes · closes in 2 d")
    #expect(PollRows(poll: Poll(options: options)).feedSummary(now: now) == "4 votes")
    #expect(
      PollRows(poll: Poll(options: options, allowsMultiple: true, votersCount: 3))
        .feedSummary(now: now) == "several choices · % of 3 voters")
    // Narrow, what the shares are of gives way, whole, before whether it is open.
    let several = Poll(
      options: options, allowsMultiple: true, endsAt: "2023-11-16T22:13:20Z", votersCount: 3)
    #expect(
      PollRows(poll: several).feedSummary(now: now)
        == "several choices · % of 3 voters · closes in 2 d")
    #expect(
      PollRows(poll: several).feedSummary(now: now, width: 35)
        == "several choices · closes in 2 d")
    let hidden = [Poll.Option(title: "a", votes: nil)]
    #expect(
      PollRows(poll: Poll(options: hidden, endsAt: "2023-11-14T23:13:20Z"))
        .feedSummary(now: now) == "results hidden · closes in 1 h")
  }
}
