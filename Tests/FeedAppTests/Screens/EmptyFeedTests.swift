import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import ListtuiFormat
import Testing

@Suite("A document with a profile but no entries says that its feed is empty")
struct EmptyFeedTests {
  /// The parts a reader publishes for a document with a user and no entries: the part
  /// published as soon as the user is read, while the rest is still to come, and the complete
  /// document.
  static func parts() throws -> [DocumentSnapshot] {
    let text = #"{"me": "u1", "users": [{"id": "u1", "nickname": "boo"}], "feed": []}"#
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    try ListtuiReader.read(ByteInput(bytes: Array(text.utf8), name: "t.json"), into: builder)
    builder.publishNow()
    builder.finish()
    return parts
  }

  @Test("While it loads nothing is said; once it is read, a line under the profile says so")
  func emptyFeedUnderProfile() throws {
    let parts = try Self.parts()
    let loading = try #require(parts.first { !$0.isComplete })
    let complete = try #require(parts.last)
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: loading), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 40, height: 6))
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                     ? help",
        "> boo",
        "",
        "",
        "",
        " 1/1  │  loading… 0 entries 100%",
      ])
    shell.update(complete)
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                     ? help",
        "> boo",
        "",
        "",
        "  No entries in the feed",
        " 1/1 profile summary",
      ])
  }
}
