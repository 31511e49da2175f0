import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

/// Counts that cannot be, in a listtui document: each is shown as what it can mean, with a
/// warning naming its place.
@Suite("A negative count, or voters fewer than an option's votes, is warned of, never shown")
struct InconsistentCountTests {
  @Test("A negative stat is left out of the profile, with a warning; the others stay")
  func negativeStat() throws {
    let json = #"""
      {"me":"u1","users":[{"id":"u1","nickname":"ann","stats":[
        {"label":"posts","count":-3},{"label":"followers","count":12}]}],
       "feed":[{"id":"f1","user":"u1","comment":"hello"}]}
      """#
    #expect(try warnings(json) == ["users[0].stats[0].count: expected a count, found -3; left out"])
    let app = try AppHarness(
      json: json, start: [.feed, .profile("u1")], size: Size(width: 40, height: 8))
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed › ann               ? help",
        "> ┌────┐ ann",
        "  │ AN │ 12 followers",
        "  └────┘ no picture",
        "",
        "",
        "",
        " 1/1 profile                ⚠ 1 warning",
      ])
  }

  @Test("Voters fewer than an option's votes: the shares are of that option's votes, at most 100%")
  func votersBelowVotes() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"ann"}],"feed":[{"id":"f1","user":"u1","comment":"Which?",
       "poll":{"multiple":true,"voters":1,"options":[{"title":"tea","votes":5},{"title":"milk","votes":2}]}}]}
      """#
    #expect(
      try warnings(json) == [
        "feed[0].poll.voters: 1 is fewer than an option's 5 votes; the shares are of 5 voters"
      ])
    let app = try AppHarness(json: json, size: Size(width: 40, height: 8))
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed                     ? help",
        "> ann",
        "  Which?",
        "  ▕██████████▏ 100% tea (5)",
        "  ▕████      ▏  40% milk (2)",
        "  several choices · % of 5 voters",
        "",
        " 1/1 entry                  ⚠ 1 warning",
      ])
    // The entry screen counts the voters the shares are of, as the warning says.
    try app.press("<Enter>")
    let lines = texts(app.screen(40, 12).lines)
    #expect(lines.contains { $0.contains("5 voters · 7 votes") }, "\(lines)")
    #expect(!lines.contains { $0.contains("1 voter") }, "\(lines)")
  }
}
