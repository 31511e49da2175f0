import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A reply to a post that is not in the document")
struct MissingReplyTests {
  @Test("Enter on a reply line with no address says the post is not here, with no empty colon")
  func noAddress() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "hello"},
        {"id": "f2", "user": "u1", "comment": "to you", "replyTo": {"entry": "nope", "author": "u2"}}
      ]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 10))
    try app.press("j<Enter>j<Enter>")
    let status = app.screen(50, 10).lines.last ?? ""
    #expect(status.hasPrefix(" Not in this document  │"), "\(status)")
  }
}
