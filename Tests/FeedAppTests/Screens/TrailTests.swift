import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The title bar's trail of screens")
struct TrailTests {
  /// The trail as it was first made: crumbs dropped from the left, one at a time, until it fits.
  static func droppingFromTheLeft(_ crumbs: [String], width: Int) -> String {
    var kept = crumbs
    var dropped = false
    func text() -> String { ((dropped ? ["…"] : []) + kept).joined(separator: " › ") }
    while kept.count > 1, text().displayWidth > width {
      kept.removeFirst()
      dropped = true
    }
    return text().truncated(toWidth: width)
  }

  @Test("Keeps the most crumbs from the right that fit after …, as dropping from the left does")
  func sameAsDroppingFromTheLeft() {
    var random = SplitMix(seed: 0x7A11)
    let names = ["Feed", "a", "Entry by writer", "日本語のユーザー", "radioboo", "👨‍👩‍👧 family", ""]
    for _ in 0..<2_000 {
      let crumbs = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        names[Int.random(in: 0..<names.count, using: &random)]
      }
      let width = Int.random(in: 1...70, using: &random)
      #expect(
        AppShell.trail(crumbs, width: width) == Self.droppingFromTheLeft(crumbs, width: width),
        "\(crumbs) at \(width)")
    }
  }

  @Test("A trail of a thousand screens is as quick to make as a short one")
  func deepTrail() {
    let crumbs = ["doc.json", "Feed"] + Array(repeating: "Entry by n", count: 1_000)
    #expect(AppShell.trail(crumbs, width: 40) == "… › Entry by n › Entry by n › Entry by n")
  }

  @Test("A click on a crumb goes back to that screen; on the document's name, to the first")
  func clickOnCrumb() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24))
    try app.press("jjj<Enter><Enter>")
    let title = texts(app.screen(80, 24).lines)[0]
    #expect(title.hasPrefix("screens.json › Feed › Entry by はるママ › "), "\(title)")
    #expect(app.shell.stack.count == 3)
    // "Entry" is at column 22: back to the entry.
    app.driver.send([.mouse(MouseEvent(.click, x: 23, y: 0))])
    #expect(app.shell.stack.count == 2 && app.shell.current.route == .entry("f2"))
    try app.press("<Enter>")
    app.driver.send([.mouse(MouseEvent(.click, x: 2, y: 0))])
    #expect(app.shell.stack.count == 1 && app.shell.current.route == .feed)
    // A separator, or the crumb of the screen shown, does nothing.
    try app.press("<Enter>")
    app.driver.send([.mouse(MouseEvent(.click, x: 14, y: 0))])
    #expect(app.shell.stack.count == 2)
  }

  @Test("The … of crumbs left out stands for the deepest of them; those shown are themselves")
  func clickBehindEllipsis() throws {
    let crumbs = ["doc.json", "Feed", "Entry by someone", "someone", "Entry by other"]
    #expect(AppShell.trail(crumbs, width: 30) == "… › someone › Entry by other")
    #expect(AppShell.crumb(atColumn: 0, of: crumbs, width: 30) == 2)
    #expect(AppShell.crumb(atColumn: 1, of: crumbs, width: 30) == nil)
    #expect(AppShell.crumb(atColumn: 4, of: crumbs, width: 30) == 3)
    #expect(AppShell.crumb(atColumn: 14, of: crumbs, width: 30) == 4)
    #expect(AppShell.crumb(atColumn: 29, of: crumbs, width: 30) == nil)
  }

  @Test("A click on … goes back to the deepest screen it stands for, as a crumb goes to its own")
  func clickOnEllipsis() throws {
    let app = try AppHarness(size: Size(width: 40, height: 12))
    try app.press("jjj<Enter><Enter>")
    #expect(app.shell.stack.count == 3)
    #expect(texts(app.screen(40, 12).lines)[0].hasPrefix("… › "))
    app.driver.send([.mouse(MouseEvent(.click, x: 0, y: 0))])
    #expect(app.shell.stack.count == 1 && app.shell.current.route == .feed)
    expectScreen(
      app.screen(40, 12),
      [
        "screens.json › Feed               ? help",
        "",
        "> はるママ · 2016-12-19 09:15 UTC",
        "  公園で滑り台デビュー！",
        "  ┌───────────────────────────────────┐",
        "  │      ▣ IMG_005.jpg (missing)      │┃",
        "  │                                   │┃",
        "  └───────────────────────────────────┘┃",
        "  IMG_005.jpg",
        "",
        "  ★ Promo · Premium",
        " 4/7 entry",
      ])
  }
}
