import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

/// A key's work is the screen on top's: the screens below are not laid out, updated or walked
/// for the title bar until one is on top again.
@Suite("A deep stack of screens: only the one on top is laid out and updated")
struct DeepStackTests {
  /// A document of `count` entries by one user, with the user's profile.
  static func snapshot(_ count: Int, complete: Bool = true) -> DocumentSnapshot {
    let entries = (0..<count).map {
      FeedEntry(
        id: "f\($0)", user: "u1", comment: "entry \($0)", image: nil,
        postedAt: "2016-12-19T12:44:03Z")
    }
    return DocumentSnapshot(
      document: Document(
        me: "u1", users: [User(id: "u1", nickname: "boo")], history: [], feed: Feed(entries),
        promos: []),
      isComplete: complete)
  }

  /// The app a thousand screens deep: the feed, then a profile and an entry in turn.
  static func deepApp(size: Size = Size(width: 60, height: 12)) -> AppShell {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: snapshot(3, complete: false)),
      theme: .monochrome, size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    for index in 1..<1_000 { shell.open(index % 2 == 1 ? .profile("u1") : .entry("f1")) }
    return shell
  }

  @Test("The title bar asks for the crumbs it shows, from the right, never for the whole stack")
  func trailAsksForWhatShows() {
    var asked: [Int] = []
    let parts = AppShell.trailParts(count: 100_000, width: 40) { index in
      asked.append(index)
      return index == 0 ? "t.json" : "Entry by n"
    }
    #expect(parts.map(\.text) == ["…", "Entry by n", "Entry by n", "Entry by n"])
    #expect(parts.map(\.crumb) == [99_996, 99_997, 99_998, 99_999])
    // Each crumb takes a column and a separator: no more than a quarter of the width is asked.
    #expect(asked.count <= 40 / 4 + 1)
    #expect(asked == asked.sorted(by: >))
  }

  @Test("A resize lays out the screen on top; each below, when it is on top again")
  func resizeReachesOnlyTheTop() {
    let shell = Self.deepApp()
    #expect(shell.stack.count == 1_000)
    _ = shell.handle(.resize(width: 40, height: 8))
    #expect(shell.current.adapter.viewport == Size(width: 40, height: 6))
    #expect(shell.stack[0].adapter.viewport == Size(width: 60, height: 10))
    #expect(shell.stack[998].adapter.viewport == Size(width: 60, height: 10))
    #expect(shell.back())
    #expect(shell.current.adapter.viewport == Size(width: 40, height: 6))
    #expect(shell.stack[0].adapter.viewport == Size(width: 60, height: 10))
  }

  @Test("A loaded part updates the screen on top; each below, when it is on top again")
  func updateReachesOnlyTheTop() {
    let shell = Self.deepApp()
    shell.open(.feed)
    let feed = shell.stack[0].adapter
    #expect(feed.selection?.positionText == "1/4")
    #expect(shell.current.adapter.selection?.positionText == "1/4")
    shell.update(Self.snapshot(7))
    #expect(shell.current.adapter.selection?.positionText == "1/8")
    #expect(feed.selection?.positionText == "1/4")
    while shell.stack.count > 1 { shell.back() }
    #expect(feed.selection?.positionText == "1/8")
    let frame = shell.render(size: Size(width: 60, height: 12))
    #expect(frame.lines.last == " 1/8 profile summary")
  }

  @Test("A thousand screens deep, the title bar shows the crumbs that fit, from the right")
  func deepScreenDrawn() {
    let shell = Self.deepApp()
    let frame = shell.render(size: Size(width: 60, height: 12))
    expectScreen(
      frame,
      [
        "… › boo › Entry by boo › boo › Entry by boo › boo     ? help",
        "> ┌────┐ boo",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 profile  │  loading… 0 entries",
      ])
  }
}
