import AppCore
import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A post far longer than a screen")
struct LongPostTests {
  /// A document with one post of `lines` numbered lines, then a short one.
  static func app(
    lines: Int, size: Size, wakeup: Wakeup? = nil,
    line: (Int) -> String = {
      "line \($0) of the long post"
    }
  ) -> HeadlessDriver<AppShell> {
    TestTimeZone.utc
    let long = (1...lines).map(line).joined(separator: "\n")
    let users = [User(id: "u1", nickname: "writer")]
    let feed: Feed = [
      FeedEntry(id: "long", user: "u1", comment: long, postedAt: "2016-12-19T12:44:03Z"),
      FeedEntry(id: "short", user: "u1", comment: "Short", postedAt: "2016-12-19T11:00:00Z"),
    ]
    let snapshot = DocumentSnapshot(document: Document(me: "u1", users: users, feed: feed))
    let shell = AppShell(
      state: DocumentState(name: "long.json", snapshot: snapshot), size: size, wakeup: wakeup)
    return HeadlessDriver(app: shell, size: size)
  }

  func app(lines: Int, size: Size) -> HeadlessDriver<AppShell> {
    Self.app(lines: lines, size: size)
  }

  /// Lays out what is left, as the terminal loop does between events; returns the slices taken.
  @discardableResult
  static func finishLayout(_ driver: HeadlessDriver<AppShell>) -> Int {
    var slices = 0
    while driver.app.hasLayoutLeft {
      driver.takePendingWork()
      slices += 1
    }
    return slices
  }

  @Test("The feed shows a megabyte post's first lines on one line; its screen shows its end")
  func firstLineAndEnd() throws {
    let driver = app(lines: 40_000, size: Size(width: 40, height: 8))
    driver.send(try Event.sequence(from: "j"))
    expectScreen(
      driver.frame,
      [
        "long.json › Feed                  ? help",
        "",
        "                                       ┃",
        "> writer · 2016-12-19 12:44 UTC        ┃",
        "  line 1 of the long post line 2 of th…┃",
        "                                       ┃",
        "  writer · 2016-12-19 11:00 UTC",
        " 2/3 entry",
      ])
    driver.send(try Event.sequence(from: "<Enter>G"))
    // End shows the end of the text wrapped so far, and follows it as the rest is wrapped.
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "  line 218 of the long post",
        "  line 219 of the long post",
        "  line 220 of the long post",
        "  … wrapping the text: 0%",
        "",
        "> Posted 2016-12-19 12:44 UTC          ┃",
        " 3/3 details",
      ])
    #expect(Self.finishLayout(driver) > 1)
    expectScreen(
      driver.frame,
      [
        "… › Feed › Entry by writer        ? help",
        "  line 39997 of the long post",
        "  line 39998 of the long post",
        "  line 39999 of the long post",
        "  line 40000 of the long post",
        "",
        "> Posted 2016-12-19 12:44 UTC          ┃",
        " 3/3 details",
      ])
  }

  @Test(
    "A feed entry read for a row holds at most so many bytes of its comment, cut between characters"
  )
  func commentLimit() {
    let feed: Feed = [FeedEntry(id: "a", user: "u1", comment: "日本語 ok")]
    #expect(feed.entry(at: 0, commentLimit: nil).comment == "日本語 ok")
    #expect(feed.entry(at: 0, commentLimit: 12).comment == "日本語 ok")
    #expect(feed.entry(at: 0, commentLimit: 11).comment == "日本語 o…")
    #expect(feed.entry(at: 0, commentLimit: 5).comment == "日…")
    #expect(feed.entry(at: 0, commentLimit: 3).comment == "日…")
    #expect(feed.entry(at: 0, commentLimit: 2).comment == "…")
    #expect(feed.entry(at: 0, commentLimit: 0).comment == "…")
    #expect(feed.entry(at: 0, commentLimit: 0).id == "a")
  }

  @Test("A word after a long run of spaces still shows in the feed row")
  func longBlankRun() throws {
    let json =
      #"{"users":[{"id":"u1","nickname":"ann"}],"feed":[{"id":"f1","user":"u1","comment":"hello"#
      + String(repeating: " ", count: 300) + #"world\t\t and more"}]}"#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 6))
    #expect(
      app.screen(40, 6).lines == [
        "t.json › Feed                     ? help", "> ann", "  hello world and more", "", "",
        " 1/1 entry",
      ], "\(app.screen(40, 6).lines)")
  }

  @Test(
    "A quote's markers show where it, or a deeper one, begins, not on each of its lines",
    arguments: [
      ("> a\n>\n> b", "> a b"), ("> > inner\n> outer", "> > inner outer"),
      ("x\n> q\nafter", "x > q after"), ("a > b", "a > b"), ("> a\n> > b", "> a > > b"),
      ("• > q in li\n  >\n  > q2\n• x", "• > q in li > q2 • x"), (">x", ">x"),
    ])
  func quoteMarkers(text: String, line: String) {
    #expect(text.oneLine(forWidth: 80) == line)
  }

  @Test(
    "A feed row's line of a post is its lines joined by one space each, any run of blanks one space, cut to the width",
    arguments: 0..<300)
  func oneLineMatchesWholeText(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    let pieces = [
      "a", "b", " ", "  ", "日本", "👨‍👩‍👧", "\n", "\n\n", "\r\n", " \n", "\u{1B}", "\t", "e\u{301}",
    ]
    let text = (0..<Int.random(in: 0...90, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }.joined()
    let width = Int.random(in: 1...30, using: &random)
    // The whole text made one line: each run of blanks, with or without line breaks, one
    // space, and none at either end.
    let joined = text.replacing(/[ \t]*(?:\R[ \t]*)+/, with: "\u{0}")
      .replacing(/^[ \t\x{0}]+|[ \t\x{0}]+$/, with: "").replacing(/[ \t\x{0}]+/, with: " ")
    let whole = joined.trimmingSpaces.isEmpty ? nil : joined.truncated(toWidth: width)
    #expect(
      text.oneLine(forWidth: width).map { $0.truncated(toWidth: width) } == whole,
      "\(text.debugDescription) at \(width)")
  }

  @Test(
    "A post with quotes cut to any width reads as the start of its whole line, never trapping",
    arguments: 0..<300)
  func quotesCutToAnyWidth(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    let pieces = [
      "a", "bc", " ", "  ", "日本", "\n", "\n\n", "> ", "\n> ", "\n> > ", "\n>\n", ">", "\t",
    ]
    let text = (0..<Int.random(in: 0...60, using: &random)).map { _ in
      pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }.joined()
    let width = Int.random(in: 1...24, using: &random)
    let whole = text.oneLine(forWidth: .max)
    #expect(
      text.oneLine(forWidth: width).map { $0.truncated(toWidth: width) }
        == whole.map { $0.truncated(toWidth: width) }, "\(text.debugDescription) at \(width)")
  }
}
