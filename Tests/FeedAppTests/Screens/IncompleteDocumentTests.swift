import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A document whose loading stopped: the counter and the Warnings screen agree")
struct IncompleteDocumentTests {
  @Test("The error that stopped loading counts with the warnings, as `!` lists it with them")
  func counterAgreesWithList() throws {
    let app = try AppHarness(json: AppHarness.longFeed(entries: 3))
    app.shell.state.fail(
      DocumentError(kind: .malformed, file: "t.json", place: "9:2", message: "expected a value"))
    let status = app.screen(80, 24).lines[23]
    #expect(status.hasSuffix("⚠ 2 warnings"), "\(status)")
    try app.press("!")
    #expect(app.screen(80, 24).lines[23].hasPrefix(" 1/2 warning"))
  }
}
