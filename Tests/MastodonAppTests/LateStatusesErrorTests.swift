import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import Testing

@Suite("A statuses array that fails late keeps every status whole before the error")
struct LateStatusesErrorTests {
  /// `count` statuses by Bob, newest first, the `n`th saying `pn`, as an array left open.
  static func statuses(_ count: Int) -> String {
    let elements = (0..<count).map { index in
      let second = 86_399 - index
      let time = String(
        format: "%02d:%02d:%02d", second / 3600, second / 60 % 60, second % 60)
      return #"{"id":"\#(100_000 - index)","created_at":"2024-01-01T\#(time)Z","#
        + #""content":"<p>p\#(index)</p>","#
        + #""account":{"id":"9","username":"bob","acct":"bob","display_name":"Bob"}}"#
    }
    return "[" + elements.joined(separator: ",")
  }

  /// Runs a loading session of `text` in a headless app until it stops.
  static func load(_ text: String) -> (AppShell, HeadlessDriver<AppShell>) {
    let wakeup = Wakeup()
    let session = LoadingSession(
      source: .bytes(Array(text.utf8), name: "s.json"), wakeup: wakeup)
    let state = DocumentState(
      name: "s.json", snapshot: DocumentSnapshot(document: Document(), isComplete: false))
    let shell = AppShell(state: state, theme: .monochrome, session: session, wakeup: wakeup)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 8))
    session.start()
    for _ in 0..<400 where state.isLoading && !driver.hasQuit {
      driver.takePendingWork(waitingUpTo: 50)
    }
    return (shell, driver)
  }

  @Test(
    "A syntax error, or an end in the middle of a status, after 1000 statuses: all 1000 stay",
    arguments: [
      (#",{"id":"1",}]"#, "s.json:1:146903: malformed JSON: trailing comma before '}'"),
      (#",{"id":"1","content":"<p>cut"#, "s.json:1:146913: malformed JSON: unterminated string"),
    ])
  func lateError(tail: String, reason: String) throws {
    let (shell, driver) = Self.load(Self.statuses(1000) + tail)
    #expect(!driver.hasQuit)
    #expect(shell.state.failure?.description == reason)
    // Every status whole before the error is in the feed, in order, not only the first
    // screenful and the chunks converted before it.
    let feed = Array(shell.state.document.feed)
    #expect(feed.map(\.comment) == (0..<1000).map { "p\($0)" })
    let column = try #require(reason.split(separator: ":").dropFirst(2).first)
    try driver.press("j<End>")
    expectScreen(
      driver.frame,
      [
        "s.json › Feed                                         ? help",
        "  Bob @bob · 2024-01-01 23:43 UTC",
        "  p998",
        "",
        "> Bob @bob · 2024-01-01 23:43 UTC",
        "  p999",
        "                                                           ┃",
        " 1001/1001  │  incomplete: s.json:1:\(column): m… · ! why  ⚠ 1",
      ])
  }
}
