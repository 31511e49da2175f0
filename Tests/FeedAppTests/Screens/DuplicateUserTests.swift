import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

/// A user named twice in one list of a listtui document: shown once, counted once, with a
/// warning naming the repeat and the first.
@Suite("A user named twice in followers, the history or mentions is shown once, with a warning")
struct DuplicateUserTests {
  private let json = #"""
    {"me":"u1","users":[
      {"id":"u1","nickname":"ann","followers":["u2","u3","u2"]},
      {"id":"u2","nickname":"bob"},{"id":"u3","nickname":"cy"}],
     "history":["u2","u3","u2"],
     "feed":[{"id":"f1","user":"u1","comment":"hi all","mentions":["u2","u2","u9"]}]}
    """#

  @Test("Each repeat is named with its first; unknown users are still named as unknown")
  func warningsName() throws {
    #expect(
      try warnings(json) == [
        #"users[0].followers[2]: duplicate user "u2" (first at users[0].followers[0]); dropped"#,
        #"history[2]: duplicate user "u2" (first at history[0]); dropped"#,
        #"feed[0].mentions[1]: duplicate user "u2" (first at feed[0].mentions[0]); dropped"#,
        #"feed[0].mentions[2]: unknown user "u9"; ignored"#,
      ])
    let document = try load(json).document
    #expect(document.history == ["u2", "u3"])
    #expect(document.user("u1")?.followers == ["u2", "u3"])
    #expect(Array(document.feed).map(\.mentions) == [["u2", "u9"]])
  }

  @Test("The history row and the profile's followers show each user once")
  func screens() throws {
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "> ann",
        "  0 following · 2 followers · 0 friends",
        "",
        "  History 2",
        "   bob  cy",
        "",
        "  ann",
        "  hi all",
        "",
        "",
        " 1/3 profile summary       ⚠ 4 warnings",
      ])
    let profile = try AppHarness(
      json: json, start: [.feed, .profile("u1")], size: Size(width: 40, height: 16))
    expectScreen(
      profile.screen(40, 16),
      [
        "t.json › Feed › ann               ? help",
        "> ┌────┐ ann",
        "  │ AN │ no picture",
        "  └────┘",
        "",
        "  ▾ Followers 2",
        "  bob",
        "  cy",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 profile               ⚠ 4 warnings",
      ])
  }
}
