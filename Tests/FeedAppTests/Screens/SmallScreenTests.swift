import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("Help, long texts, the title bar and the selection on small screens and few colours")
struct SmallScreenTests {
  @Test("The help scrolls on a small screen to its last keys; long key names wrap by group")
  func helpScrolls() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("?")
    expectScreen(
      app.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ ↑ k ^P ^K  move up and down          │",
        "│ ↓ j ^N ^J                            │",
        "│ PgUp ^B    move by a page            │",
        "│ PgDn ^F                              │",
        "│ ^U ^D      move by half a page       │",
        "│ Home g gg  first, last row or user;  │",
        "│ End G      10G the tenth row         │",
        "│ ← h  → l   move within a row of      │",
        "│            users                     │",
        "│ 1–9/49 · j k · other keys close      │",
        "└──────────────────────────────────────┘",
      ])
    try app.press("G")
    expectScreen(
      app.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ ?          show this help (or click  │",
        "│            ? help)                   │",
        "│ q  ^C      quit                      │",
        "│ mouse      wheel scrolls,            │",
        "│            Shift+wheel sideways;     │",
        "│            Shift-drag selects text   │",
        "│            (or run with --no-mouse)  │",
        "│ click      selects or folds a        │",
        "│            header; twice opens       │",
        "│ 41–49/49 · j k · other keys close    │",
        "└──────────────────────────────────────┘",
      ])
    try app.press("k")
    #expect(app.screen(40, 12).lines[10] == "│ 40–48/49 · j k · other keys close    │")
    try app.press("x")
    #expect(app.shell.help == nil, "another key closes the help")
    #expect(app.shell.message?.hasPrefix("x does nothing here") == true, "and then acts")
  }

  @Test("Enter on a promo opens its whole body, wrapped")
  func promoText() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("G<Up><Enter>")
    expectScreen(
      app.screen(40, 12),
      [
        "… › Feed › Promo: Albums          ? help",
        "> Albums",
        "",
        "  Make an album of the year: every",
        "  month on a page, printed and bound,",
        "  delivered before the holidays.",
        "",
        "",
        "",
        "",
        "",
        " 1/2 heading                ⚠ 1 warning",
      ])
  }

  @Test("Enter on About, Email or a long attribute opens its whole text, wrapped")
  func profileTexts() throws {
    let app = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try app.press("jj<Enter>")
    expectScreen(
      app.screen(40, 12),
      [
        "… › Feed › radioboo › Email       ? help",
        "> a.very.long.email.address.for.testing",
        "  @example-family-photos.com",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 text                   ⚠ 1 warning",
      ])
    try app.press("<Esc>k<Enter>")
    #expect(app.shell.current.title == "About")
    #expect(
      texts(app.screen(40, 12).lines)[1...5] == [
        "> A long about text that goes on and", "  on, about family photos, soba",
        "  noodles, parks, and the ropeway at", "  Hakone that was closed because of the",
        "  wind.",
      ])
    try app.press("<Esc>jj<Enter>")
    #expect(app.shell.current.title == "Motto")
    #expect(
      texts(app.screen(40, 12).lines)[1...3] == [
        "> Take the picture now, sort it out", "  later; every blurry photo is still a",
        "  memory worth keeping.",
      ])
  }

  @Test("A collapsed section keeps the blank line that separates it from the next")
  func collapsedKeepsSeparator() throws {
    let app = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try app.press("jjj<Space>")
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed › radioboo     ? help",
        "  wind.",
        "",
        "  Email",
        "  a.very.long.email.address.for.testing",
        "  @example-family-photos.com           ┃",
        "                                       ┃",
        "> ▸ Attributes 2                       ┃",
        "                                       ┃",
        "  ▾ Following 2",
        "  ainame · Ai Name",
        " 4/7 attributes             ⚠ 1 warning",
      ])
  }

  @Test("The trail drops crumbs from the left, keeping the current screen's name and ? help")
  func breadcrumb() throws {
    let app = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try app.press("jjjjj<Enter>")
    #expect(app.shell.current.route == .profile("u2"))
    #expect(app.screen(80, 24).lines[0].hasPrefix("polish.json › Feed › radioboo › ainame   "))
    #expect(app.screen(40, 12).lines[0] == "… › Feed › radioboo › ainame      ? help")
    #expect(app.screen(30, 8).lines[0] == "… › radioboo › ainame   ? help")
    try app.press("<Esc>G<Enter>")
    #expect(app.screen(40, 12).lines[0] == "… › wwwwwwwwwwwwwwwwwwwwwwwwwww…  ? help")
  }

  @Test("On 8 and 16 colours the selected row is in reverse video; on 256, a background")
  func fewColours() throws {
    for count in [8, 16, 256] {
      let app = try AppHarness(
        fixture: "polish.json", size: Size(width: 40, height: 12), colorCount: count)
      let frame = app.screen(40, 12)
      let row = (0..<38).map { frame[$0, 1].style }
      if count < 256 {
        #expect(row.allSatisfy { $0.attributes.contains(.reverse) }, "\(count) colours")
      } else {
        #expect(row.allSatisfy { !$0.attributes.contains(.reverse) && $0.background != .default })
      }
      let unselected = (0..<38).map { frame[$0, 8].style }
      #expect(unselected.allSatisfy { !$0.attributes.contains(.reverse) })
    }
  }
}
