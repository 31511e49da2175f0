import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import ListtuiFormat
import Testing

@Suite("Screens show a document that is still loading")
struct LoadingTests {
  static let users = [User(id: "u1", nickname: "boo"), User(id: "u2", nickname: "ainame")]

  static func entries(_ range: Range<Int>) -> [FeedEntry] {
    range.map { FeedEntry(id: "f\($0)", user: $0 % 2 == 0 ? "u1" : "u2", comment: "entry \($0)") }
  }

  /// A snapshot of the first `count` entries, still loading unless `complete`.
  static func snapshot(
    _ count: Int, complete: Bool = false, warnings: [DocumentWarning] = []
  ) -> DocumentSnapshot {
    DocumentSnapshot(
      document: Document(users: users, feed: Feed(entries(0..<count))), warnings: warnings,
      progress: LoadProgress(entries: count, bytesRead: count * 10, totalBytes: 10_000),
      isComplete: complete)
  }

  @Test("Each delivered part appends rows as a diffed update; the selection and view stay put")
  func partsArrive() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: Self.snapshot(3)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    driver.send([.key(.down)])
    let before = texts(driver.frame.lines)
    #expect(before.last == " 2/3 entry  │  loading… 3 entries 0%")

    shell.update(Self.snapshot(500))
    let during = texts(driver.frame.lines)
    // Nothing moved; the new entries start below the old ones.
    #expect(during.prefix(10) == before.prefix(10))
    #expect(during[10] == "  ainame")
    #expect(during.last == " 2/500 entry  │  loading… 500 entries 50%")

    shell.update(
      Self.snapshot(
        1_000, complete: true,
        warnings: [DocumentWarning(place: "feed[7].user", message: "unknown user")]))
    let after = texts(driver.frame.lines)
    #expect(after.last?.hasPrefix(" 2/1000 entry") == true)
    #expect(after.last?.hasSuffix("⚠ 1 warning") == true)
    #expect(!(after.last ?? "").contains("loading"))
    #expect(after.contains("> ainame"))
  }
}

extension LoadingTests {
  @Test("One entry loaded so far is counted as one entry")
  func oneEntry() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: Self.snapshot(1)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 6))
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                                         ? help",
        "> boo",
        "  entry 0",
        "",
        "",
        " 1/1 entry  │  loading… 1 entry 0%",
      ])
  }
}

extension LoadingTests {
  @Test("A late error's status line says as much of why as fits beside where")
  func lateErrorReason() throws {
    let (shell, _) = Self.load(String(Self.documentText(count: 30).dropLast(60)) + " @@@")
    let driver = HeadlessDriver(app: shell, size: Size(width: 100, height: 6))
    // The error counts as a warning: the counter at the right keeps its place and two blanks.
    #expect(
      texts(driver.frame.lines).last
        == " 1/32 profile summary  │  incomplete: t.json:30:96: malformed JSON: untermina… · ! why  ⚠ 1 warning"
    )
    driver.resize(to: Size(width: 80, height: 6))
    #expect(
      texts(driver.frame.lines).last
        == " 1/32 profile summary  │  incomplete: t.json:30:96: malfo… · ! why  ⚠ 1 warning")
    driver.resize(to: Size(width: 120, height: 6))
    let wide =
      " 1/32 profile summary  │  incomplete: t.json:30:96: malformed JSON: unterminated string"
      + " · ! why"
    #expect(
      texts(driver.frame.lines).last
        == wide + String(repeating: " ", count: 120 - wide.count - 12) + "⚠ 1 warning")
    // With no room for the place beside the position, which stays, the error's short form.
    driver.resize(to: Size(width: 40, height: 6))
    #expect(texts(driver.frame.lines).last == " 1/32  │  incomplete · ! why        ⚠ 1")
  }
}

extension LoadingTests {
  /// Runs a loading session of `text` in a headless app until it stops; returns the app, and
  /// whether it quit.
  static func load(_ text: String) -> (AppShell, quit: Bool) {
    let wakeup = Wakeup()
    let session = LoadingSession(source: .text(text, name: "t.json"), wakeup: wakeup)
    let state = DocumentState(
      name: "t.json", snapshot: DocumentSnapshot(document: Document(), isComplete: false))
    let shell = AppShell(state: state, theme: .monochrome, session: session, wakeup: wakeup)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 8))
    session.start()
    for _ in 0..<200 where state.isLoading && !driver.hasQuit {
      driver.takePendingWork(waitingUpTo: 50)
    }
    return (shell, driver.hasQuit)
  }

  @Test("A filter typed before its first match arrived gives the match the selection when it does")
  func filterWhileLoading() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: Self.snapshot(3)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    try driver.press("/entry 7")
    #expect(!texts(driver.frame.lines).contains { $0.hasPrefix("> ") && $0.contains("entry 7") })
    shell.update(Self.snapshot(10))
    let lines = texts(driver.frame.lines)
    let selected = try #require(lines.firstIndex { $0.hasPrefix("> ") })
    #expect(lines[selected + 1] == "  entry 7", "\(lines.joined(separator: "\n"))")
    try driver.press("<Enter><Enter>")
    #expect(driver.frame.lines[0].contains("Feed › Entry by"))
  }

  @Test("An error before anything was read ends the app at once; after some entries, they stay")
  func failureWithNothingRead() throws {
    let (empty, quit) = Self.load("{\"feed\": [ @@@ ]}")
    #expect(quit)
    #expect(empty.exitStatus == 65)
    #expect(empty.state.failure?.description == "t.json:1:12: malformed JSON: expected a value")
    // Users alone are nothing to show: an error in the first entry ends the app too.
    let (users, quitAtFirst) = Self.load(
      #"{"me": "u1", "users": [{"id": "u1", "nickname": "boo"}], "feed": [{"id": "e0", "user": 5}]}"#
    )
    #expect(quitAtFirst)
    #expect(users.exitStatus == 65)
    #expect(
      users.state.failure?.description == "t.json: feed[0].user: expected a string, found a number")
    let (partial, stayed) = Self.load(
      String(Self.documentText(count: 30).dropLast(60)) + " @@@")
    #expect(!stayed)
    #expect(partial.exitStatus == 65)
    #expect(partial.state.document.feed.count > 0)
  }

  /// A listtui document of `count` entries by two users, with promos among them.
  static func documentText(count: Int) -> String {
    let entries = (0..<count).map {
      #"{"id": "f\#($0)", "user": "u\#($0 % 2 + 1)", "comment": "entry \#($0)""#
        + ($0 % 3 == 0 ? #", "image": "IMG_\#($0).jpg"}"# : "}")
    }
    return
      #"{"me": "u1", "users": [{"id": "u1", "nickname": "boo"}, {"id": "u2", "nickname": "ainame"}], "history": ["u2", "u1"], "feed": ["#
      + entries.joined(separator: ",\n")
      + #"], "promos": [{"id": "p1", "title": "Early", "position": 3}, {"id": "p2", "title": "Late", "position": 90}]}"#
  }

  @Test("A document delivered in ten parts ends on exactly the same screen as the whole document")
  func tenParts() throws {
    let text = Self.documentText(count: 100)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = 10
    try ListtuiReader.read(ByteInput(bytes: Array(text.utf8), name: "t.json"), into: builder)
    builder.finish()
    #expect(parts.count == 11)  // ten parts of ten entries, then the complete document

    let size = Size(width: 60, height: 20)
    let whole = AppShell(
      state: DocumentState(
        name: "t.json", snapshot: try DocumentLoader.load(.text(text, name: "t.json"))),
      theme: .monochrome)
    let wholeDriver = HeadlessDriver(app: whole, size: size)

    // Parts arriving on their own: the same screen in the end, and the same after keys.
    let streamed = AppShell(
      state: DocumentState(name: "t.json", snapshot: parts[0]), theme: .monochrome)
    let driver = HeadlessDriver(app: streamed, size: size)
    for part in parts.dropFirst() { streamed.update(part) }
    expectScreen(driver.frame, wholeDriver.frame.lines)
    for keys in ["jjjjj", "<End>", "<Home>/entry 9<Enter>"] {
      driver.send(try Event.sequence(from: keys))
      wholeDriver.send(try Event.sequence(from: keys))
      expectScreen(driver.frame, wholeDriver.frame.lines)
    }

    // Keys pressed while parts arrive: each part adds below, or promos above, and the
    // selection stays on its entry, on its line.
    let browsing = AppShell(
      state: DocumentState(name: "t.json", snapshot: parts[0]), theme: .monochrome)
    let browser = HeadlessDriver(app: browsing, size: size)
    browser.send(try Event.sequence(from: "jjjjj"))
    let selected = browsing.current.adapter.selection?.itemIdentity
    let line = browser.frame.lines.firstIndex { $0.hasPrefix(">") }
    for part in parts.dropFirst() {
      browsing.update(part)
      #expect(browsing.current.adapter.selection?.itemIdentity == selected)
      #expect(browser.frame.lines.firstIndex { $0.hasPrefix(">") } == line)
    }
  }
}

extension LoadingTests {
  @Test("An owner that changes while loading updates the summary in place, selection and all")
  func ownerChanges() throws {
    let snapshot = { (me: UserID, count: Int) in
      DocumentSnapshot(
        document: Document(me: me, users: Self.users, feed: Feed(Self.entries(0..<count))),
        progress: LoadProgress(entries: count, bytesRead: count * 10, totalBytes: 10_000),
        isComplete: false)
    }
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: snapshot("u1", 3)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 50, height: 8))
    #expect(texts(driver.frame.lines)[1] == "> boo")
    // A saved timeline's owner is whoever wrote most so far: here ainame, once more is read.
    shell.update(snapshot("u2", 30))
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                               ? help",
        "> ainame                                         ┃",
        "",
        "",
        "  boo",
        "  entry 0",
        "",
        " 1/31 profile summary  │  loading… 30 entries 3%",
      ])
  }
}
