import AppCore
import FeedApp
import FeedModel
import Input
import ListKit
import ListKitTesting
import ListtuiFormat
import Testing

@testable import FeedApp

@Suite("An entry's screen lists the replies the document holds, oldest first; Enter opens one")
struct RepliesSectionTests {
  /// A thread of three posts, newest first as a timeline lists them: ann's root, her own reply
  /// to it, and bob's reply to that.
  static let thread = """
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f3", "user": "u2", "comment": "third part", "postedAt": "2024-01-03T00:00:00Z",
       "replyTo": {"entry": "f2", "author": "u1"}},
      {"id": "f2", "user": "u1", "comment": "second part", "postedAt": "2024-01-02T00:00:00Z",
       "replyTo": {"entry": "f1", "author": "u1"}},
      {"id": "f1", "user": "u1", "comment": "first part", "postedAt": "2024-01-01T00:00:00Z"}
    ]}
    """

  @Test("The middle post lists its reply; Enter opens it; the last post has no Replies")
  func threadOfThree() throws {
    let app = try AppHarness(
      json: Self.thread, start: [.feed, .entry("f2")], size: Size(width: 50, height: 14))
    expectScreen(
      app.screen(50, 14),
      [
        "t.json › Feed › Entry by ann                ? help",
        "> ann",
        "",
        "  ↩ in reply to ann · Enter opens it",
        "    first part",
        "",
        "  second part",
        "",
        "  Posted 2024-01-02 00:00 UTC",
        "",
        "  ▾ Replies 1",
        "  bob · 2024-01-03 00:00 UTC",
        "  third part",
        " 1/6 author",
      ])
    try app.press("G<Enter>")
    expectScreen(
      app.screen(50, 14),
      [
        "… › Feed › Entry by ann › Entry by bob      ? help",
        "> bob",
        "",
        "  ↩ in reply to ann · Enter opens it",
        "    second part",
        "",
        "  third part",
        "",
        "  Posted 2024-01-03 00:00 UTC",
        "",
        "",
        "",
        "",
        " 1/4 author",
      ])
  }

  @Test("Replies are listed oldest first, whatever the feed's order; a click on the header folds")
  func oldestFirst() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
       "feed": [
        {"id": "f9", "user": "u2", "comment": "late", "postedAt": "2024-01-09T00:00:00Z",
         "replyTo": {"entry": "f1"}},
        {"id": "f8", "user": "u2", "comment": "undated", "replyTo": {"entry": "f1"}},
        {"id": "f2", "user": "u1", "comment": "early", "postedAt": "2024-01-02T00:00:00Z",
         "replyTo": {"entry": "f1"}},
        {"id": "f1", "user": "u1", "comment": "root", "postedAt": "2024-01-01T00:00:00Z"}
      ]}
      """
    let app = try AppHarness(
      json: json, start: [.feed, .entry("f1")], size: Size(width: 40, height: 14))
    try app.press("jjj")
    expectScreen(
      app.screen(40, 14),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  ann                                  ┃",
        "                                       ┃",
        "  root                                 ┃",
        "                                       ┃",
        "  Posted 2024-01-01 00:00 UTC          ┃",
        "                                       ┃",
        "> ▾ Replies 3                          ┃",
        "  ann · 2024-01-02 00:00 UTC           ┃",
        "  early                                ┃",
        "  bob · 2024-01-09 00:00 UTC           ┃",
        "  late                                 ┃",
        "  bob",
        " 4/7 replies · Enter or Space folds",
      ])
    // The header is selected on the way down; a click on it folds them.
    let header = try #require(app.screen(40, 14).lines.firstIndex { $0.contains("▾ Replies 3") })
    app.send(.mouse(MouseEvent(.click, x: 4, y: header)))
    #expect(texts(app.screen(40, 14).lines).contains("> ▸ Replies 3"))
  }
}

extension RepliesSectionTests {
  @Test("A reply that names its post only by address is listed, in a document still loading")
  func byAddress() throws {
    let address = "https://x.example/@ann/1"
    let entries = [
      FeedEntry(
        id: "f2", user: "u2", comment: "by address", reply: Reply(address: address)),
      FeedEntry(id: address, user: "u1", comment: "root"),
    ]
    let users = [User(id: "u1", nickname: "ann"), User(id: "u2", nickname: "bob")]
    let snapshot = DocumentSnapshot(
      document: Document(users: users, feed: Feed(entries)), isComplete: false)
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: snapshot), start: [.feed, .entry(address)],
      theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 40, height: 10))
    let lines = texts(driver.frame.lines)
    #expect(lines.contains("  ▾ Replies 1"))
    #expect(lines.contains("  bob"))
    #expect(lines.contains("  by address"))
  }

  /// A document of a root and `replies` replies to it, a minute apart: newest first, else
  /// the root first and its replies in the order they came.
  static func manyReplies(_ replies: Int, rootFirst: Bool = false) -> String {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let order = rootFirst ? Array(1...replies) : (1...replies).reversed()
    let feed = order.map { index in
      let date = "2024-01-01T\(two(index / 60)):\(two(index % 60)):00Z"
      return #"{"id":"r\#(index)","user":"u1","comment":"reply \#(index)","#
        + #""replyTo":{"entry":"f0"},"postedAt":"\#(date)"}"#
    }
    let root = #"{"id":"f0","user":"u1","comment":"root"}"#
    return #"{"users":[{"id":"u1","nickname":"ann"}],"feed":["#
      + (rootFirst ? [root] + feed : feed + [root]).joined(separator: ",") + "]}"
  }

  @Test("Past a thousand replies, a line under the list says how many more there are")
  func capped() throws {
    let app = try AppHarness(
      json: Self.manyReplies(1_005), start: [.feed, .entry("f0")],
      size: Size(width: 40, height: 8))
    #expect(texts(app.screen(40, 8).lines).contains("  ▾ Replies 1005"))
    try app.press("G")
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  reply 998",
        "  ann · 2024-01-01 16:39 UTC",
        "  reply 999",
        "> ann · 2024-01-01 16:40 UTC",
        "  reply 1000",
        "  … 5 more; the first 1000 are listed  ┃",
        " 1003/1003 replies",
      ])
  }

  @Test("The index is built once for a document, not for each screen, and grows as it loads")
  func indexedOnce() throws {
    let size = Size(width: 40, height: 8)
    let whole = try AppHarness(
      json: Self.manyReplies(99), start: [.feed, .entry("r1")], size: size)
    try whole.press("<Esc>G<Enter>")  // the root, last in the feed
    #expect(whole.screen(40, 8).lines[0] == "t.json › Feed › Entry by ann      ? help")
    #expect(texts(whole.screen(40, 8).lines).contains("  ▾ Replies 99"))
    #expect(whole.shell.state.replies.scannedCount == 100)

    // The root's screen, opened on the first part of a document that holds the root first,
    // lists its replies as they arrive, and ends as it does on the whole document.
    let text = Self.manyReplies(99, rootFirst: true)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = 10
    try ListtuiReader.read(ByteInput(bytes: Array(text.utf8), name: "t.json"), into: builder)
    builder.finish()
    let complete = try AppHarness(json: text, start: [.feed, .entry("f0")], size: size)
    let state = DocumentState(name: "t.json", snapshot: parts[0])
    let shell = AppShell(state: state, start: [.feed, .entry("f0")], theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: size)
    #expect(texts(driver.frame.lines).contains("  ▾ Replies 9"))
    for part in parts.dropFirst() { shell.update(part) }
    #expect(texts(driver.frame.lines) == texts(complete.screen(40, 8).lines))
    #expect(texts(driver.frame.lines).contains("  ▾ Replies 99"))
    driver.send(try Event.sequence(from: "G"))
    try complete.press("G")
    #expect(texts(driver.frame.lines) == texts(complete.screen(40, 8).lines))
    #expect(texts(driver.frame.lines).contains("  reply 99"))
    #expect(state.replies.scannedCount == 100)
  }
}
