import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("The status line: the filter prompt, messages and the warnings counter")
struct StatusLineTests {
  /// The status line of a screen.
  static func status(_ app: AppHarness, _ width: Int = 40, _ height: Int = 12) -> String {
    app.screen(width, height).lines.last ?? ""
  }

  @Test(
    "While typing, the prompt owns the status line and keeps its end, where the cursor is, in view")
  func promptKeepsItsEnd() throws {
    let narrow = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try narrow.press("/the ropeway was")
    expectScreen(
      narrow.screen(40, 12),
      [
        "polish.json › Feed                ? help",
        "  radioboo · Radio Boo",
        "  2 following · 1 follower · 0 friends",
        "  A long about text that goes on and o…",
        "",
        "  History 5",
        "   ainame  bell␇␛[31mred              ›",
        "",
        "> ainame · 2016-12-19 12:44 UTC",
        "  The ropeway was closed, so we walked",
        "",
        "/the ropeway was▏          1 of 5 match",
      ])
    expectScreen(
      narrow.screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> ainame · 2016-12…",
        "  The ropeway was …",
        "                   ┃",
        "…opeway was▏ 1 of 5",
      ])
    let wide = try AppHarness(fixture: "polish.json")
    try wide.press(
      "/the ropeway was closed so we walked and then some more words here to overflow")
    #expect(
      Self.status(wide, 80, 24)
        == "…eway was closed so we walked and then some more words here to overflow▏ 0 of 5")
  }

  @Test("The empty view's message wraps as a whole, without an orphaned word")
  func emptyViewWraps() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press(
      "/the ropeway was closed so we walked and then some more words here to overflow")
    let lines = texts(app.screen(80, 24).lines)
    #expect(
      lines[8] == "  No entries match “the ropeway was closed so we walked and then some more")
    #expect(lines[9] == "  words here to overflow”")
    #expect(lines[10...22].allSatisfy { $0.isEmpty })
  }

  @Test("A key that does nothing says so until the next key, which clears it")
  func transientMessage() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("x")
    // The message takes a shorter form when it does not fit beside the position.
    #expect(Self.status(app) == " x does nothing · ? shows keys  │  1/9")
    try app.press("j")
    #expect(Self.status(app) == " 2/9 history                ⚠ 1 warning")
    try app.press("x")
    try app.press("k")
    #expect(Self.status(app) == " 1/9 profile summary        ⚠ 1 warning")
  }

  @Test("A key that does nothing is named as the help names keys: ^T, Tab, Delete")
  func keyNames() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 60, height: 12))
    try app.press("jjj<Enter>")
    for (keys, name) in [("<C-t>", "^T"), ("<Tab>", "Tab"), ("<Del>", "Delete")] {
      try app.press(keys)
      #expect(app.shell.message == "\(name) does nothing here · ? shows the keys")
    }
  }

  @Test("/ off the feed says how to get back to it, counting the screens when it is several")
  func filterAdviceCountsScreens() throws {
    let app = try AppHarness()
    try app.press("jj<Enter>/")
    #expect(app.shell.message == "/ filters the feed: press Esc to go back to it")
    try app.press("<Enter>/")
    #expect(app.shell.message == "/ filters the feed, 2 screens back: Esc goes back one")
    #expect(Self.status(app, 20, 12) == " Esc ×2  │  1/5")
  }

  @Test("A key the app has no use for, such as F1, clears the message and does nothing else")
  func unknownKeyClearsMessage() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("j<S-Tab>")
    #expect(app.shell.message == "Shift-Tab does nothing here · ? shows the keys")
    app.send(.key(.unknown))
    #expect(app.shell.message == nil)
    #expect(Self.status(app) == " 2/9 history                ⚠ 1 warning")
    try app.press("?")
    app.send(.key(.unknown))
    #expect(app.shell.help != nil, "the help stays open")
    try app.press("q/ropeway")
    app.send(.key(.unknown))
    #expect(Self.status(app).hasPrefix("/ropeway"), "the filter prompt stays open")
  }

  @Test("Moving past an edge is silent: j on the last row, k on the first, gg and G again")
  func silentBoundaries() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    let first = app.screen(40, 12).lines
    for keys in ["k", "gg", "<Up>", "<PageUp>", "<C-u>", "<Home>"] {
      try app.press(keys)
      #expect(app.screen(40, 12).lines == first, "\(keys) on the first row")
    }
    try app.press("G")
    let last = app.screen(40, 12).lines
    #expect(last.last == " 9/9 entry                  ⚠ 1 warning")
    for keys in ["j", "G", "<Down>", "<PageDown>", "<C-d>", "<End>"] {
      try app.press(keys)
      #expect(app.screen(40, 12).lines == last, "\(keys) on the last row")
    }
  }

  @Test("Space's advice is about the screen it is pressed on")
  func spaceAdvice() throws {
    let feed = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try feed.press("<Space>")
    #expect(Self.status(feed) == " No content warning here  │  1/9    ⚠ 1")
    let profile = try AppHarness(
      fixture: "polish.json", start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try profile.press("<Space>")
    #expect(Self.status(profile) == " Space: no header to fold  │  1/8   ⚠ 1")
    // The warnings, where Space neither folds nor pages (an entry and a text page with it).
    try profile.press("!")
    #expect(profile.shell.current.route == .warnings)
    try profile.press("<Space>")
    #expect(Self.status(profile).hasPrefix(" Space does nothing · ? help"))
  }

  @Test("Space on an empty document says there is nothing, not that a row has no warning")
  func spaceOnEmpty() throws {
    let app = try AppHarness(fixture: "empty.json", size: Size(width: 40, height: 12))
    try app.press("<Space>")
    #expect(Self.status(app) == " Nothing here to show  │  empty document")
  }

  @Test("An empty document says so in the status line, under its message")
  func emptyDocument() throws {
    let app = try AppHarness(fixture: "empty.json", size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "empty.json › Feed                 ? help",
        "",
        "",
        "",
        "",
        "   This document has no feed entries,",
        "      history or profile to show.",
        "",
        "",
        "",
        "",
        " empty document",
      ])
  }

  @Test("A kept filter shows the entries it matches out of all, counting entries only")
  func matchCount() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press("/walked<Enter>")
    // On a match, which of the matches, as vim counts them.
    #expect(Self.status(app, 80, 24).hasPrefix(" 3/4 entry  │  /walked · match 1/2 "))
    // Off them, how many of the entries matched.
    try app.press("g")
    #expect(Self.status(app, 80, 24).contains("  │  /walked · 2 of 5 match "))
  }

  @Test("The warnings screen of a document without any says so, in the middle and below")
  func noWarnings() throws {
    let app = try AppHarness(size: Size(width: 40, height: 6))
    try app.press("!")
    expectScreen(
      app.screen(40, 6),
      [
        "screens.json › Feed › Warnings    ? help",
        "",
        "       No warnings: the document",
        "       was read without problems.",
        "",
        " no warnings",
      ])
  }

  @Test("On a narrow screen a warning's place wraps whole, as its message does")
  func narrowWarningPlace() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 16, height: 12))
    try app.press("!")
    expectScreen(
      app.screen(16, 12),
      [
        "… › War…  ? help",
        "> ⚠ feed[2].pos",
        "    tedAt",
        "    \"not a",
        "    date\" is",
        "    not an ISO",
        "    8601 date;",
        "    shown as",
        "    written",
        "",
        "",
        " 1/1        ⚠ 1",
      ])
  }

  @Test("! opens the warnings, each with its path; so does a click on the counter")
  func warningsScreen() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("!")
    expectScreen(
      app.screen(40, 12),
      [
        "polish.json › Feed › Warnings     ? help",
        "> ⚠ feed[2].postedAt",
        "    \"not a date\" is not an ISO 8601",
        "    date; shown as written",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 warning                ⚠ 1 warning",
      ])
    try app.press("<Esc>")
    #expect(app.shell.current.route == .feed)
    // The counter sits at the right of the status line, "⚠ 1 warning" ending one column in.
    let line = app.screen(40, 12).lines[11]
    #expect(line.hasSuffix("⚠ 1 warning"))
    app.driver.send([.mouse(MouseEvent(.click, x: 30, y: 11))])
    #expect(app.shell.current.route == .warnings)
    app.driver.send([.key(.escape), .mouse(MouseEvent(.click, x: 10, y: 11))])
    #expect(app.shell.current.route == .feed, "a click elsewhere on the status line opens nothing")
  }

  @Test("The help mentions the warnings; without the mouse it leaves the mouse line out")
  func helpMentions() throws {
    let app = try AppHarness(fixture: "polish.json")
    try app.press("?G")
    let lines = texts(app.screen(80, 24).lines)
    #expect(
      lines.contains { $0.contains("│ ! ") && $0.contains(" the warnings about the document") })
    #expect(lines.contains { $0.contains("│ mouse ") })
    try app.press("q")
    app.shell.usesMouse = false
    try app.press("?")
    #expect(!texts(app.screen(80, 24).lines).contains { $0.contains("mouse") })
  }
}
