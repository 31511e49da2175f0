import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import ListtuiFormat
import Testing

@testable import FeedApp

@Suite("A profile lists its user's posts, from an index built once and grown as the document loads")
struct ProfilePostsTests {
  /// A document of `me` (ann) and bob: `count` posts by bob, one a minute, oldest first, and
  /// one by ann.
  static func bobsPosts(_ count: Int) -> String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let feed = (1...count).map { index in
      let date = "2024-01-01T\(two(index / 60)):\(two(index % 60)):00Z"
      return #"{"id":"b\#(index)","user":"u2","comment":"bob \#(index)","postedAt":"\#(date)"}"#
    }
    let ann = #"{"id":"a1","user":"u1","comment":"ann's post"}"#
    return #"{"me":"u1","users":[{"id":"u1","nickname":"ann"},{"id":"u2","nickname":"bob"}],"#
      + #""feed":["# + ([ann] + feed).joined(separator: ",") + "]}"
  }

  @Test("Newest first; Enter opens a post; the owner's profile has no Posts")
  func listed() throws {
    let app = try AppHarness(
      json: Self.bobsPosts(3), start: [.feed, .profile("u2")], size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › bob               ? help",
        "> ┌────┐ bob                           ┃",
        "  │ BO │ no picture                    ┃",
        "  └────┘                               ┃",
        "                                       ┃",
        "  ▾ Posts 3                            ┃",
        "  2024-01-01 00:03 UTC                 ┃",
        "  bob 3                                ┃",
        "  2024-01-01 00:02 UTC                 ┃",
        "  bob 2                                ┃",
        "  2024-01-01 00:01 UTC",
        " 1/4 profile",
      ])
    try app.press("jj<Enter>")
    #expect(app.shell.current.title == "Entry by bob")
    #expect(texts(app.screen(40, 12).lines).contains("  bob 2"))
    let own = try AppHarness(json: Self.bobsPosts(3), start: [.feed, .profile("u1")])
    #expect(!texts(own.screen(80, 24).lines).contains { $0.contains("Posts") })
  }

  @Test("The index reads each entry once, however many profiles open, and grows as it loads")
  func indexedOnce() throws {
    let size = Size(width: 40, height: 8)
    let whole = try AppHarness(
      json: Self.bobsPosts(99), start: [.feed, .profile("u2")], size: size)
    #expect(texts(whole.screen(40, 8).lines).contains("  ▾ Posts 99"))
    // Redrawn and moved over, the profile reads nothing again.
    try whole.press("jjjk")
    #expect(texts(whole.screen(40, 8).lines).contains("  bob 99"))
    #expect(whole.shell.state.posts.scannedCount == 100)

    let text = Self.bobsPosts(99)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = 10
    try ListtuiReader.read(ByteInput(bytes: Array(text.utf8), name: "t.json"), into: builder)
    builder.finish()
    let complete = try AppHarness(json: text, start: [.feed, .profile("u2")], size: size)
    let state = DocumentState(name: "t.json", snapshot: parts[0])
    let shell = AppShell(state: state, start: [.feed, .profile("u2")], theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: size)
    for part in parts.dropFirst() { shell.update(part) }
    #expect(texts(driver.frame.lines) == texts(complete.screen(40, 8).lines))
    #expect(texts(driver.frame.lines).contains("  ▾ Posts 99"))
    #expect(state.posts.scannedCount == 100)
  }
}
