import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("Whole screens of the app, at 80x24 and 40x12")
struct ScreenSnapshotTests {
  @Test("The feed: summary, history, entries with and without an image, and a promo at row 2")
  func feed() throws {
    let app = try AppHarness()
    expectScreen(app.screen(80, 24), ExpectedScreens.feed80)
    expectScreen(app.screen(40, 12), ExpectedScreens.feed40)
  }

  @Test("A profile with every section")
  func profile() throws {
    let app = try AppHarness(start: [.feed, .profile("u1")])
    expectScreen(app.screen(80, 24), ExpectedScreens.profile80)
    expectScreen(app.screen(40, 12), ExpectedScreens.profile40)
  }

  @Test("A profile without about, following and followers leaves those sections out")
  func profileWithoutFollows() throws {
    let app = try AppHarness(start: [.feed, .profile("u3")])
    expectScreen(app.screen(80, 24), ExpectedScreens.profileWithoutFollows80)
    expectScreen(app.screen(40, 12), ExpectedScreens.profileWithoutFollows40)
  }

  @Test("Space collapses the Following section to its header, which keeps the count")
  func collapsedSection() throws {
    let wide = try AppHarness(start: [.feed, .profile("u1")])
    try wide.press("jjjjjjj<Space>")
    expectScreen(wide.screen(80, 24), ExpectedScreens.collapsed80)
    let narrow = try AppHarness(start: [.feed, .profile("u1")], size: Size(width: 40, height: 12))
    try narrow.press("jjjjjjj<Space>")
    expectScreen(narrow.screen(40, 12), ExpectedScreens.collapsed40)
  }

  @Test("An entry: author, the whole comment wrapped, and the date")
  func entry() throws {
    let app = try AppHarness()
    try app.press("jjjjj<Enter>")
    expectScreen(app.screen(80, 24), ExpectedScreens.entry80)
    expectScreen(app.screen(40, 12), ExpectedScreens.entry40)
  }

  @Test("A picture's frame labels its middle line; of two middle lines, the upper")
  func frameLabel() throws {
    let app = try AppHarness()
    try app.press("jjj<Enter>")
    expectScreen(
      app.screen(50, 22),
      [
        "screens.json › Feed › Entry by はるママ     ? help",
        "> はるママ · Haruka",
        "",
        "  公園で滑り台デビュー！",
        "",
        "  ┌─────────────────────────────────────────────┐",
        "  │                                             │",
        "  │                                             │",
        "  │                                             │",
        "  │           ▣ IMG_005.jpg (missing)           │",
        "  │                                             │",
        "  │                                             │",
        "  │                                             │",
        "  │                                             │",
        "  └─────────────────────────────────────────────┘",
        "  ▣ IMG_005.jpg",
        "",
        "  Posted 2016-12-19 09:15 UTC",
        "",
        "",
        "",
        " 1/4 author",
      ])
  }

  @Test("A picture with an empty path: its frame says (missing), with no name to leave a gap")
  func unnamedPicture() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "boo"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hi",
                 "media": [{"path": "", "description": "a cat"}]}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "> boo",
        "  hi",
        "  ┌───────────────────────────────────┐",
        "  │            ▣ (missing)            │",
        "  │                                   │",
        "  └───────────────────────────────────┘",
        "  “a cat”",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    // Its caption on the entry screen is the mark and the alt text, with no gap.
    try app.press("<Enter>")
    #expect(texts(app.screen(40, 12).lines).contains("  ▣ “a cat”"))
  }

  @Test("A picture with an empty path and no alt text: a (missing) frame, and on the entry too")
  func unnamedPictureWithoutDescription() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "boo"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hi", "media": [{"path": ""}]},
                {"id": "f2", "user": "u1", "comment": "next"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed                     ? help",
        "> boo                                  ┃",
        "  hi                                   ┃",
        "  ┌───────────────────────────────────┐┃",
        "  │            ▣ (missing)            │┃",
        "  │                                   │┃",
        "  └───────────────────────────────────┘┃",
        "                                       ┃",
        "                                       ┃",
        "  boo                                  ┃",
        "  next",
        " 1/2 entry",
      ])
    // The caption has no name and no alt text to show.
    try app.press("<Enter>")
    #expect(texts(app.screen(40, 12).lines).contains { $0.contains("▣ (missing)") })
  }

  @Test("A boost naming the entry it boosted shows that entry's text, and Enter opens it")
  func boostOfNamedEntry() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "boo"}],
       "feed": [{"id": "b1", "user": "u1", "comment": "",
                 "boost": {"address": "https://x.example/2", "entry": "f1"}},
                {"id": "f1", "user": "u1", "comment": "the boosted text"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 10))
    expectScreen(
      app.screen(40, 10),
      [
        "t.json › Feed                     ? help",
        "> ↻ boo boosted boo",
        "  the boosted text",
        "",
        "  boo",
        "  the boosted text",
        "",
        "",
        "",
        " 1/2 entry",
      ])
    try app.press("<Enter>j<Enter>")
    #expect(app.shell.current.route == .entry("f1"))
  }

  @Test("The feed narrowed by a filter, typed and then kept")
  func filtered() throws {
    let typing = try AppHarness()
    try typing.press("/soba")
    expectScreen(typing.screen(80, 24), ExpectedScreens.filtered80)
    let kept = try AppHarness(size: Size(width: 40, height: 12))
    try kept.press("/SOBA<Enter>j")
    expectScreen(kept.screen(40, 12), ExpectedScreens.filtered40)
  }
}
