import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A reply naming its post only by address opens it when the document holds it")
struct ReplyByAddressTests {
  @Test("The reply line says Enter opens it, shows the post's first line, and Enter opens it")
  func byAddress() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "to you",
         "replyTo": {"address": "https://x.example/@bob/7", "author": "u2"}},
        {"id": "https://x.example/@bob/7", "user": "u2", "comment": "bob's post"}
      ]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 8))
    try app.press("<Enter>j")
    expectScreen(
      app.screen(50, 8),
      [
        "t.json › Feed › Entry by ann                ? help",
        "  ann",
        "",
        "> ↩ in reply to bob · Enter opens it",
        "    bob's post",
        "",
        "  to you",
        " 2/3 reply",
      ])
    try app.press("<Enter>")
    #expect(app.screen(50, 8).lines[0].hasPrefix("… › Feed › Entry by ann › Entry by bob"))
  }
}
