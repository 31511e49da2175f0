import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A profile's posts that mention its user: yours only, under the user's name")
struct MentionsSectionTests {
  /// Alice (`me` when `withMe`), Bob with no address, and Carol; Alice and Carol mention Bob.
  static func json(withMe: Bool) -> String {
    """
    {\(withMe ? #""me": "u1","# : "")
     "users": [{"id": "u1", "nickname": "alice"}, {"id": "u2", "nickname": "bob"},
               {"id": "u3", "nickname": "carol"}],
     "feed": [
      {"id": "f1", "user": "u1", "comment": "alice to bob", "mentions": ["u2"],
       "postedAt": "2024-01-03T00:00:00Z"},
      {"id": "f2", "user": "u3", "comment": "carol to bob", "mentions": ["u2"],
       "postedAt": "2024-01-02T00:00:00Z"},
      {"id": "f3", "user": "u1", "comment": "alice alone", "postedAt": "2024-01-01T00:00:00Z"}
    ]}
    """
  }

  @Test("With a browsing user, only their posts are listed, and the header names Bob by nickname")
  func yoursOnly() throws {
    let app = try AppHarness(
      json: Self.json(withMe: true), start: [.feed, .profile(UserID("u2"))],
      size: Size(width: 40, height: 9))
    expectScreen(
      app.screen(40, 9),
      [
        "t.json › Feed › bob               ? help",
        "> ┌────┐ bob",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Your posts that mention bob 1",
        "  2024-01-03 00:00 UTC",
        "  alice to bob",
        " 1/2 profile",
      ])
  }

  @Test("With none, every post that mentions Bob is listed, as Posts that mention, with its author")
  func everyone() throws {
    let app = try AppHarness(
      json: Self.json(withMe: false), start: [.feed, .profile(UserID("u2"))],
      size: Size(width: 40, height: 11))
    expectScreen(
      app.screen(40, 11),
      [
        "t.json › Feed › bob               ? help",
        "> ┌────┐ bob",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Posts that mention bob 2",
        "  alice · 2024-01-03 00:00 UTC",
        "  alice to bob",
        "  carol · 2024-01-02 00:00 UTC",
        "  carol to bob",
        " 1/3 profile",
      ])
  }

  @Test("A post without a date says so on its first line, which is never a blank line")
  func undated() throws {
    let json = """
      {"me": "u1", "users": [{"id": "u1", "nickname": "alice"}, {"id": "u2", "nickname": "bob"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "undated", "mentions": ["u2"]}]}
      """
    let app = try AppHarness(
      json: json, start: [.feed, .profile(UserID("u2"))], size: Size(width: 40, height: 9))
    try app.press("j")
    expectScreen(
      app.screen(40, 9),
      [
        "t.json › Feed › bob               ? help",
        "  ┌────┐ bob",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▾ Your posts that mention bob 1",
        "> (no date)",
        "  undated",
        " 2/2 mentions",
      ])
  }

  @Test("A mention of no user is kept, with a warning naming its place")
  func unknownMention() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hi", "mentions": ["u1", "u9"]}]}
      """
    let loaded = try DocumentLoader.load(.text(json, name: "t.json"))
    #expect(
      loaded.warnings.map(\.description) == [#"feed[0].mentions[1]: unknown user "u9"; ignored"#])
  }
}
