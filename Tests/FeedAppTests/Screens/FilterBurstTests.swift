import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A burst of filter keys, handled as one batch")
struct FilterBurstTests {
  /// Forty entries by four authors, of a few words each, so that queries narrow step by step.
  static let json: String = {
    let words = ["park", "parcel", "ropeway", "river", "soba", "sparks", "rope"]
    let users = (1...4).map { #"{"id":"u\#($0)","nickname":"user\#($0)"}"# }
    let feed = (0..<40).map { index in
      let comment = "\(words[index % 7]) \(words[(index * 3 + 1) % 7]) #\(index)"
      return #"{"id":"f\#(index)","user":"u\#(index % 4 + 1)","comment":"\#(comment)"}"#
    }
    return #"{"me":"u1","users":["# + users.joined(separator: ",") + #"],"feed":["#
      + feed.joined(separator: ",") + "]}"
  }()

  /// The app on the forty entries, at 60x16.
  static func app() throws -> AppHarness {
    try AppHarness(json: json, size: Size(width: 60, height: 16))
  }

  @Test(
    "Keys typed in a burst give the screen the same keys give one at a time",
    arguments: [
      "/park", "/park<Enter>", "/park<Enter><Enter>", "/pa<C-n><C-n>rk", "/parkx<BS>",
      "/rope<BS><BS>", "/park<Esc>", "/parkqz<Enter>", "/parkqz<BS><BS><BS>", "/park<C-w>ri",
      "/park<C-u>so", "/par<Down>k", "jjjj/rope", "jjjj/zz<BS><BS>", "/so ri<Enter>j<Enter>",
      "/park<Enter>/<BS><BS>", "/spa<Enter><Esc>", "/soba?",
    ])
  func burstMatchesOneAtATime(keys: String) throws {
    let slow = try Self.app()
    try slow.press(keys)
    let burst = try Self.app()
    try burst.driver.press(keys, asOneBatch: true)
    #expect(burst.screen(60, 16).lines == slow.screen(60, 16).lines, "\(keys)")
    let sameStyles = burst.screen(60, 16) == slow.screen(60, 16)
    #expect(sameStyles, "styles after \(keys)")
    #expect(burst.shell.isEditingFilter == slow.shell.isEditingFilter)
  }

  @Test("A query typed and erased within one burst never showed, so it moves nothing")
  func erasedInBurst() throws {
    let app = try Self.app()
    let before = app.screen(60, 16).lines
    try app.driver.press("/rope<BS><BS><BS><BS><BS>", asOneBatch: true)
    #expect(app.shell.state.filter.searchCount == 0)
    #expect(app.screen(60, 16).lines == before)
    // One key at a time, "r" showed and its first match took the selection; Backspace past
    // the prompt's start gives the search up, and it goes back where it was.
    let slow = try Self.app()
    try slow.press("/rope<BS><BS><BS><BS><BS>")
    #expect(slow.screen(60, 16).lines.last == " 1/41 profile summary")
    #expect(slow.shell.state.filter.searchCount > 0)
  }

  @Test("A wake-up within a burst applies the query typed before it first, and only once")
  func wakeInBurst() throws {
    let app = try Self.app()
    app.shell.willHandleBatch()
    for event in try Event.sequence(from: "/rope") { _ = app.shell.handle(event) }
    #expect(app.shell.state.filter.searchCount == 0)
    _ = app.shell.takePendingWork()
    #expect(app.shell.state.filter.searchCount == 1)
    app.shell.didHandleBatch()
    #expect(app.shell.state.filter.searchCount == 1)
    #expect(
      app.screen(60, 16).lines.last == "/rope▏                                       22 of 40 match"
    )
  }

  @Test("A paste in a burst goes after the keys typed before it, as it did one at a time")
  func pasteInBurst() throws {
    let events =
      try Event.sequence(from: "/ri") + [.paste("ver so")] + Event.sequence(from: "<C-n>")
    let slow = try Self.app()
    slow.driver.send(events)
    let burst = try Self.app()
    burst.driver.send(events, asOneBatch: true)
    #expect(burst.screen(60, 16).lines == slow.screen(60, 16).lines)
  }

  @Test("A burst of a six-letter query searches the feed once; one at a time, six times")
  func onePassPerBurst() throws {
    let burst = try Self.app()
    try burst.driver.press("/ropewa", asOneBatch: true)
    #expect(burst.shell.state.filter.searchCount == 1)
    let slow = try Self.app()
    try slow.press("/ropewa")
    #expect(slow.shell.state.filter.searchCount == 6)
    // Enter in the same burst acts on the query typed before it, without searching again.
    let enter = try Self.app()
    try enter.driver.press("/rope<Enter><Enter>", asOneBatch: true)
    #expect(enter.shell.state.filter.searchCount == 1)
    #expect(enter.screen(60, 16).lines[0].contains("Entry by"))
  }

  @Test("The screen after a burst: the first match selected, counted and highlighted")
  func screenAfterBurst() throws {
    let app = try Self.app()
    try app.driver.press("/spark", asOneBatch: true)
    let screen = app.screen(60, 16)
    expectScreen(
      screen,
      [
        "t.json › Feed                                         ? help",
        "  user1                                                    ┃",
        "                                                           ┃",
        "                                                           ┃",
        "> user2                                                    ┃",
        "  sparks ropeway #5                                        ┃",
        "",
        "  user3",
        "  rope sparks #6",
        "",
        "  user1",
        "  sparks ropeway #12",
        "",
        "  user2",
        "  rope sparks #13",
        "/spark▏                                      10 of 40 match",
      ])
    for x in 7..<12 { expectStyle(screen, at: Point(x: x, y: 8), app.shell.theme.highlight) }
    #expect(screen[12, 8].style != app.shell.theme.highlight)
  }
}
