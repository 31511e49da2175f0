import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A boost's header with a date written as it was, or a name cut at a space")
struct BoostDateTests {
  static let json = """
    {"me": "u1", "users": [{"id": "u1", "nickname": "Bartholomew Smith"}], "feed": [
      {"id": "b1", "user": "u1", "comment": "", "postedAt": "last Tuesday afternoon around five",
       "boost": {"address": "https://b.example/@bob/1", "author": "@bob@b.example"}},
      {"id": "b2", "user": "u1", "comment": "", "postedAt": "2024-01-02",
       "boost": {"address": "https://b.example/@bob/2"}}
    ]}
    """

  @Test("A date with no shorter form is cut to keep whom it boosted; a cut name has no space")
  func keepsWhomItBoosted() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 44, height: 8))
    expectScreen(
      app.screen(44, 8),
      [
        "t.json › Feed                         ? help",
        "> Bartholomew Smith                        ┃",
        "                                           ┃",
        "                                           ┃",
        "  ↻ Barth… boosted @bob@b.exam… · last Tue…┃",
        "  https://b.example/@bob/1 · text not in t…",
        "",
        " 1/3 profile summary            ⚠ 1 warning",
      ])
  }

  @Test("Where `boosted` does not fit, neither does whom it boosted: no `↻ name a post`")
  func noObjectWithoutVerb() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "alice"}], "feed": [
        {"id": "b2", "user": "u1", "comment": "", "postedAt": "2024-01-02",
         "boost": {"address": "https://b.example/@bob/2"}}]}
      """
    let app = try AppHarness(json: json, size: Size(width: 30, height: 4))
    #expect(app.screen(30, 4).lines[1].hasPrefix("> ↻ alice · 2024-01-02"))
  }
}
