import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

/// The mouse on the title bar and the status line: every press on a crumb acts, however quick,
/// and the wheel scrolls the list from there too.
@Suite("Clicks and the wheel on the title bar and the status line")
struct ChromeMouseTests {
  /// The app on screens.json, seven screens deep: the feed, then a profile and an entry in
  /// turn, its trail behind a `…`.
  static func deepApp() throws -> AppHarness {
    let app = try AppHarness(size: Size(width: 40, height: 12))
    for index in 1..<7 { app.shell.open(index % 2 == 1 ? .entry("f2") : .profile("u3")) }
    app.send(.resize(width: 40, height: 12))
    return app
  }

  @Test("A double click on … goes two screens back, a triple click three, as slow clicks do")
  func quickClicksOnEllipsis() throws {
    let slow = try Self.deepApp()
    let quick = try Self.deepApp()
    #expect(quick.shell.stack.count == 7)
    #expect(texts(quick.screen(40, 12).lines)[0] == "… › Entry by はるママ › はるママ  ? help")
    for _ in 0..<3 { slow.send(.mouse(MouseEvent(.click, x: 0, y: 0))) }
    quick.send(
      .mouse(MouseEvent(.click, x: 0, y: 0)), .mouse(MouseEvent(.doubleClick, x: 0, y: 0)),
      .mouse(MouseEvent(.click, x: 0, y: 0, continuesDoubleClick: true)))
    #expect(quick.shell.stack.count == 4)
    #expect(texts(quick.screen(40, 12).lines) == texts(slow.screen(40, 12).lines))
    expectScreen(
      quick.screen(40, 12),
      [
        "… › はるママ › Entry by はるママ   ? help"
      ])
  }

  @Test("A double click on a crumb goes back to it once: the second click finds it again")
  func doubleClickOnCrumb() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24))
    try app.press("jjj<Enter><Enter>")
    #expect(app.shell.stack.count == 3)
    app.send(.mouse(MouseEvent(.click, x: 23, y: 0)), .mouse(MouseEvent(.doubleClick, x: 23, y: 0)))
    #expect(app.shell.stack.count == 2 && app.shell.current.route == .entry("f2"))
  }

  @Test("The wheel over the title bar or the status line scrolls the list, as over the list")
  func wheelOverChrome() throws {
    let overList = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    overList.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
    for line in [0, 11] {
      let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
      app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: line)))
      #expect(
        texts(app.screen(40, 12).lines) == texts(overList.screen(40, 12).lines), "line \(line)")
      expectScreen(
        app.screen(40, 12),
        [
          "polish.json › Feed                ? help"
        ])
      app.send(.mouse(MouseEvent(.wheelUp, x: 10, y: line)))
      #expect(texts(app.screen(40, 12).lines)[1].isEmpty, "line \(line): back at the top")
    }
  }
}
