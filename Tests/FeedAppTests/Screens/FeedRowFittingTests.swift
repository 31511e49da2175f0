import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("Feed rows on a short line: a long name gives way to the date, a warning keeps its words")
struct FeedRowFittingTests {
  static let document = """
    {"me":"u1","users":[{"id":"u1","nickname":"boo"},
      {"id":"u2","nickname":"\(String(repeating: "L", count: 200))"}],
     "feed":[
      {"id":"f1","user":"u2","comment":"hello","postedAt":"2016-12-19T12:44:03Z"},
      {"id":"f2","user":"u1","comment":"cake","contentWarning":"birthday surprise, don't show Haru",
       "postedAt":"2016-12-18T18:30:00Z"}]}
    """

  @Test("A 200-character name is cut so that the date stays, down to half the line")
  func longName() throws {
    let app = try AppHarness(json: Self.document)
    expectScreen(
      app.screen(80, 9),
      [
        "t.json › Feed                                                             ? help",
        "> boo                                                                          ┃",
        "                                                                               ┃",
        "                                                                               ┃",
        "  LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL… · 2016-12-19 12:44 UTC┃",
        "  hello                                                                        ┃",
        "",
        "  boo · 2016-12-18 18:30 UTC",
        " 1/3 profile summary",
      ])
    #expect(texts(app.screen(30, 9).lines)[4] == "  LLLLLLLLLLLL… · 2016-12-19")
  }

  @Test("A content warning is cut after a word, never inside one, before the hint goes")
  func warningWords() throws {
    let app = try AppHarness(json: Self.document)
    #expect(texts(app.screen(40, 12).lines)[8] == "  ⚠ birthday surprise… · Space shows")
    #expect(texts(app.screen(30, 12).lines)[8] == "  ⚠ birthday… · Space shows")
    #expect(
      texts(app.screen(62, 12).lines)[8]
        == "  ⚠ birthday surprise, don't show Haru · Space shows the post")
  }
}
