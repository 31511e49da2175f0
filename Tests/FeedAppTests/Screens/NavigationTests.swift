import FeedApp
import ListKit
import Testing

@Suite("Navigating the app by the section kind's rules")
struct NavigationTests {
  @Test(
    "Enter on the history opens the selected user's profile; Esc returns with the selection kept")
  func historyToProfileAndBack() throws {
    let app = try AppHarness()
    try app.press("j<Right><Right>")
    #expect(app.selectedKind == .history)
    let before = app.screen().lines
    try app.press("<Enter>")
    #expect(app.shell.current.route == .profile("u4"))
    #expect(app.shell.current.title == "taro")
    try app.press("<Esc>")
    #expect(app.shell.current.route == .feed)
    #expect(app.screen().lines == before)
  }

  @Test("Enter on an entry opens it; Enter on its author opens their profile; Backspace goes back")
  func entryToAuthor() throws {
    let app = try AppHarness()
    try app.press("jj<Enter>")
    #expect(app.shell.current.route == .entry("f1"))
    #expect(app.selectedKind == .author)
    try app.press("<Enter>")
    #expect(app.shell.current.route == .profile("u2"))
    try app.press("<BS><BS>")
    #expect(app.shell.current.route == .feed)
    #expect(app.selectedKind == .entry)
  }

  @Test("Esc and a key that arrive together (read as Alt and the key) are the two keys")
  func escapeThenKey() throws {
    let app = try AppHarness()
    try app.press("jj<Enter>")
    #expect(app.shell.current.route == .entry("f1"))
    // A quick Esc then j: back to the feed, then down from the entry it opened.
    try app.press("<M-j>")
    #expect(app.shell.current.route == .feed)
    #expect(app.shell.current.adapter.selection?.position == 4)
    #expect(app.shell.message == nil)
    // In the prompt, Alt and a key still edit it.
    try app.press("/soba udon<M-BS>")
    #expect((app.shell.current as? any FilterableScreen)?.filter == "soba ")
    // Esc with a key the prompt has no Alt use for: Esc clears and closes it, then the key acts.
    let apart = try AppHarness()
    for keys in ["jj<Enter>", "<M-j>", "/soba udon<M-BS>", "<Esc>", "j"] { try apart.press(keys) }
    try app.press("<M-j>")
    #expect((app.shell.current as? any FilterableScreen)?.filter == "")
    #expect(!app.shell.isEditingFilter)
    #expect(app.screen().lines == apart.screen().lines)
  }

  @Test(
    "Counts as in vim: 4k moves four rows, 6G goes to the sixth; the count shows as it is typed")
  func counts() throws {
    let app = try AppHarness()
    let position = { app.shell.current.adapter.selection?.position }
    try app.press("6")
    #expect(
      app.screen().lines.last?.hasPrefix(" 6  │  1/") == true, "\(app.screen().lines.last ?? "")")
    try app.press("G")
    #expect(position() == 6)
    try app.press("4k")
    #expect(position() == 2 && app.shell.message == nil)
    try app.press("3j")
    #expect(position() == 5)
    // On the history row, whose g and G alone go to its first and last user, a count is a row.
    try app.press("2G6G")
    #expect(position() == 6)
    try app.press("2G2g")
    #expect(position() == 2)
    // In the prompt, digits are text.
    try app.press("/42")
    #expect((app.shell.current as? any FilterableScreen)?.filter == "42")
  }

  @Test("Enter on a promo opens its whole text; Esc returns to it")
  func promoTap() throws {
    let app = try AppHarness()
    try app.press("jjjj")
    #expect(app.selectedKind == .promo)
    try app.press("<Enter>")
    #expect(app.shell.current.route == .promo("p1"))
    let lines = app.screen().lines
    #expect(lines.contains("> Premium") && lines.contains("  Keep every photo in full quality."))
    try app.press("<Esc>")
    #expect(app.selectedKind == .promo)
  }

  @Test("A filter keeps the selection on the same entry while it still matches; Esc clears it")
  func filterKeepsSelection() throws {
    let app = try AppHarness()
    try app.press("<End>")
    let entry = app.shell.current.adapter.selection?.object
    try app.press("/so")
    #expect(app.shell.isEditingFilter)
    #expect(app.shell.current.adapter.selection?.positionText == "4/4")
    try app.press("ba<Enter>")
    #expect(!app.shell.isEditingFilter)
    #expect(
      app.shell.current.adapter.selection.map { ObjectIdentity(of: $0.object) }
        == entry.map(ObjectIdentity.init))
    try app.press("<Esc>")
    #expect((app.shell.current as? FeedScreen)?.filter == "")
    #expect(app.shell.current.adapter.selection?.positionText == "7/7")
  }

  @Test("Backspace clears a kept filter as Esc does, then says this is the first screen")
  func backspaceClearsKeptFilter() throws {
    let app = try AppHarness()
    try app.press("/soba<Enter><BS>")
    #expect((app.shell.current as? FeedScreen)?.filter == "")
    #expect(app.shell.current.route == .feed)
    try app.press("<BS>")
    #expect(app.screen().lines.last?.hasPrefix(" This is the first screen: q quits") == true)
  }

  @Test("While typing a filter, letters are text, not commands")
  func filterTakesLetters() throws {
    let app = try AppHarness()
    #expect(try app.press("/qjk?") == .continue)
    #expect((app.shell.current as? FeedScreen)?.filter == "qjk?")
    #expect(app.shell.help == nil)
    try app.press("<BS><BS><BS><BS><BS>")
    #expect(!app.shell.isEditingFilter)
  }

  @Test("? opens the help; another key closes it and acts, as / opens the filter")
  func help() throws {
    let app = try AppHarness()
    try app.press("?")
    #expect(app.screen().lines.contains { $0.contains("┌─ Keys") })
    try app.press("/")
    #expect(app.shell.help == nil)
    #expect(app.shell.isEditingFilter)
    // Tall enough for the help to fit whole, so that j does not scroll it.
    let moved = try AppHarness(size: Size(width: 80, height: 40))
    try moved.press("?j")
    #expect(moved.shell.help == nil)
    #expect(moved.selectedKind != .profileSummary)
  }

  @Test("^L redraws the help and leaves it open, scrolled where it was")
  func redrawHelp() throws {
    let app = try AppHarness(size: Size(width: 40, height: 12))
    try app.press("?jj")
    let scrolled = app.screen(40, 12)
    #expect(app.shell.handle(.key(.control("l"))) == .redraw)
    #expect(app.shell.help != nil)
    #expect(app.screen(40, 12) == scrolled)
  }

  @Test("q, ?, Esc and Backspace only close the help", arguments: ["q", "?", "<Esc>", "<BS>"])
  func helpClosingKeys(key: String) throws {
    let app = try AppHarness()
    try app.press("?")
    #expect(try app.press(key) == .continue)
    #expect(app.shell.help == nil)
    #expect(app.selectedKind == .profileSummary)
    #expect(app.shell.message == nil)
  }

  @Test("q and ^C quit; Esc on the first screen says how to quit instead")
  func quitting() throws {
    #expect(try AppHarness().press("q") == .quit)
    #expect(try AppHarness().press("<C-c>") == .quit)
    let app = try AppHarness()
    #expect(try app.press("<Esc>") == .continue)
    #expect(app.shell.message?.contains("q quits") == true)
  }

  @Test("A profile opened at start sits above the feed, so Esc leads back to it")
  func startOnProfile() throws {
    let app = try AppHarness(start: [.feed, .profile("u1")])
    #expect(app.shell.stack.map(\.route) == [.feed, .profile("u1")])
    try app.press("<Esc>")
    #expect(app.shell.current.route == .feed)
  }
}
