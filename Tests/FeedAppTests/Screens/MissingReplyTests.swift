import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A reply names what it replies to, in the document or not")
struct MissingReplyTests {
  @Test("Enter on a reply line with no address says the post is not here, with no empty colon")
  func noAddress() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "hello"},
        {"id": "f2", "user": "u1", "comment": "to you", "replyTo": {"entry": "nope", "author": "u3"}}
      ]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 10))
    try app.press("j<Enter>j<Enter>")
    let status = app.screen(50, 10).lines.last ?? ""
    #expect(status.hasPrefix(" Not in this document  │"), "\(status)")
  }

  @Test("Enter on a reply to an entry not in the document, by a user it holds, opens their profile")
  func knownAuthor() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "to you", "replyTo": {"entry": "nope", "author": "u2"}}
      ]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 8))
    try app.press("<Enter>")
    expectScreen(
      app.screen(50, 8),
      [
        "t.json › Feed › Entry by ann                ? help",
        "> ann",
        "",
        "  ↩ in reply to bob · Enter opens their profile",
        "  not in this document",
        "",
        "  to you",
        " 1/3 author",
      ])
    try app.press("j<Enter>")
    #expect(app.screen(50, 8).lines[0].hasPrefix("t.json › Feed › Entry by ann › bob"))
  }

  @Test("A reply naming only an entry of the document names that entry's author, and opens it")
  func entryOnly() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"},
                 {"id": "u2", "nickname": "bob", "address": "@bob@example.social"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "to bob", "replyTo": {"entry": "f2"}},
        {"id": "f2", "user": "u2", "comment": "hello"}
      ]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 8))
    expectScreen(
      app.screen(50, 8),
      [
        "t.json › Feed                               ? help",
        "> ann                                            ┃",
        "  ↩ in reply to @bob@example.social              ┃",
        "  to bob                                         ┃",
        "                                                 ┃",
        "  bob @bob@example.social                        ┃",
        "  hello",
        " 1/2 entry",
      ])
    try app.press("<Enter>j<Enter>")
    #expect(app.screen(50, 8).lines[0].hasPrefix("… › Feed › Entry by ann › Entry by bob"))
  }

  @Test("A reply naming only an entry the document does not hold is warned about")
  func unknownEntry() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "to whom?", "replyTo": {"entry": "f99"}}]}
      """
    let loaded = try DocumentLoader.load(.text(json, name: "t.json"))
    #expect(
      loaded.warnings.map(\.description) == [
        #"feed[0].replyTo.entry: no entry "f99" in the document; the reply names no post"#
      ])
  }
}
