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

  @Test("Quick clicks on … each go back as slow ones do: a double click twice, a triple thrice")
  func quickClicksOnEllipsis() throws {
    let presses = [
      MouseEvent(.click, x: 0, y: 0), MouseEvent(.doubleClick, x: 0, y: 0),
      MouseEvent(.click, x: 0, y: 0, continuesDoubleClick: true),
    ]
    // Each click on … goes back to the screen it stands for: 7 screens, then 5, 3 and 1.
    for (count, depth) in [(2, 3), (3, 1)] {
      let slow = try Self.deepApp()
      let quick = try Self.deepApp()
      #expect(texts(quick.screen(40, 12).lines)[0] == "… › Entry by はるママ › はるママ  ? help")
      for _ in 0..<count { slow.send(.mouse(MouseEvent(.click, x: 0, y: 0))) }
      for press in presses.prefix(count) { quick.send(.mouse(press)) }
      #expect(slow.shell.stack.count == depth)
      #expect(quick.shell.stack.count == depth, "\(count) quick clicks")
      #expect(texts(quick.screen(40, 12).lines) == texts(slow.screen(40, 12).lines))
    }
    let quick = try Self.deepApp()
    for press in presses { quick.send(.mouse(press)) }
    expectScreen(
      quick.screen(40, 12),
      [
        "screens.json › Feed               ? help",
        "> radioboo · Radio Boo                 ┃",
        "  2 following · 1 follower · 1 friend  ┃",
        "  Builds family photo apps. Likes soba…┃",
        "",
        "  History 3",
        "   はるママ  ainame  taro",
        "",
        "  ainame · 2016-12-19 12:44 UTC",
        "  Soba for lunch again",
        "",
        " 1/7 profile summary",
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
    let down = texts(overList.screen(40, 12).lines)
    overList.send(.mouse(MouseEvent(.wheelUp, x: 10, y: 5)))
    let back = texts(overList.screen(40, 12).lines)
    for line in [0, 11] {
      let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
      app.send(.mouse(MouseEvent(.wheelDown, x: 10, y: line)))
      #expect(texts(app.screen(40, 12).lines) == down, "line \(line)")
      expectScreen(
        app.screen(40, 12),
        [
          "polish.json › Feed                ? help",
          "",
          "  History 5                            ┃",
          "> [ainame] bell␇␛[31mred              ›┃",
          "                                       ┃",
          "  ainame · 2016-12-19 12:44 UTC",
          "  The ropeway was closed, so we walked",
          "",
          "  ★ Promo · Premium",
          "",
          "  haru · 2016-12-19 10:00 UTC",
          " 2/9 history                ⚠ 1 warning",
        ])
      app.send(.mouse(MouseEvent(.wheelUp, x: 10, y: line)))
      #expect(texts(app.screen(40, 12).lines) == back, "line \(line): back at the top")
    }
  }
}
