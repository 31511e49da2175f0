import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("A reply's or a boost's author given as a user's id")
struct AuthorIDTests {
  @Test("names the user by address, in the feed and on the entry screen, as Enter opens them")
  func namedByAddress() throws {
    let json = #"""
      {"me": "u1", "users": [{"id": "u1", "nickname": "alice"},
                             {"id": "u2", "nickname": "bob", "address": "@bob@other.example"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "yes", "replyTo": {"author": "u2"}},
                {"id": "f2", "user": "u1", "comment": "",
                 "boost": {"address": "https://x/1", "author": "u2"}}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 60, height: 12))
    expectScreen(
      app.screen(60, 12),
      [
        "t.json › Feed                                         ? help",
        "> alice",
        "",
        "",
        "  alice",
        "  ↩ in reply to @bob@other.example",
        "  yes",
        "",
        "  ↻ alice boosted @bob@other.example",
        "  https://x/1 · text not in the archive",
        "",
        " 1/3 profile summary",
      ])
    try app.press("jj<Enter>")
    #expect(app.screen(60, 12).lines[3].hasPrefix("  ↻ Boosted a post by @bob@other.example"))
  }

  @Test("A boost with text of its own and an entry names that entry's author, and Enter opens it")
  func boostWithTextOpensEntry() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "alice"}, {"id": "u2", "nickname": "bob"}],
       "feed": [{"id": "f0", "user": "u2", "comment": "orig"},
                {"id": "f1", "user": "u1", "comment": "mine too",
                 "boost": {"address": "https://x/1", "entry": "f0"}}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 60, height: 10))
    #expect(texts(app.screen(60, 10).lines).contains("  ↻ alice boosted bob"))
    try app.press("j<Enter>")
    #expect(texts(app.screen(60, 10).lines)[3] == "  ↻ Boosted a post by bob · Enter opens it")
    try app.press("j<Enter>")
    #expect(app.shell.current.route == .entry("f0"))
  }

  @Test("A profile's movedTo that is a user's id names that user by address")
  func movedToUser() throws {
    let json = #"""
      {"me": "u1", "users": [{"id": "u1", "nickname": "alice", "movedTo": "u2"},
                             {"id": "u2", "nickname": "bob", "address": "@bob@other.example"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hi"}]}
      """#
    let app = try AppHarness(
      json: json, start: [.feed, .profile("u1")], size: Size(width: 60, height: 12))
    #expect(texts(app.screen(60, 12).lines).contains { $0.contains("moved to @bob@other.example") })
  }
}
