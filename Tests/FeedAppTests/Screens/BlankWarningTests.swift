import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("A content warning with no words still says that it warns")
struct BlankWarningTests {
  @Test(
    "Empty, spaces or a zero-width space: the feed and the entry say “content warning”",
    arguments: ["", "   ", "\\u200B "])
  func blankWarning(warning: String) throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "boo"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hidden", "contentWarning": "\#(warning)"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 44, height: 6))
    expectScreen(
      app.screen(44, 6),
      [
        "t.json › Feed                         ? help",
        "> boo",
        "  ⚠ content warning · Space shows the post",
        "",
        "",
        " 1/1 entry",
      ])
    try app.press("<Enter>")
    #expect(texts(app.screen(44, 6).lines)[3] == "  ⚠ content warning")
  }
}
