import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("The entry screen shows an attachment's alt text and a poll's options whole, wrapped")
struct EntryWrappingTests {
  static let json = #"""
    {"users": [{"id": "u1", "nickname": "boo"}],
     "feed": [{"id": "f1", "user": "u1", "comment": "Lunch?", "postedAt": "2024-01-05T12:00:00Z",
               "media": [{"path": "soba.jpg",
                          "description": "Two bowls of cold soba on bamboo mats, with a cup of dipping sauce, spring onions and wasabi beside them"}],
               "poll": {"options": [{"title": "Cold soba with dipping sauce, as in the picture", "votes": 6},
                                    {"title": "Udon", "votes": 4}]}}]}
    """#

  @Test("The alt text wraps under the picture's frame, and each option under its own start")
  func wrapped() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 30))
    try app.press("<Enter>")
    expectScreen(
      app.screen(40, 30),
      [
        "t.json › Feed › Entry by boo      ? help",
        "> boo                                  ┃",
        "                                       ┃",
        "  Lunch?                               ┃",
        "                                       ┃",
        "  ▕██████    ▏ 60% Cold soba with      ┃",
        "                   dipping sauce, as in┃",
        "                   the picture (6)     ┃",
        "  ▕████      ▏ 40% Udon (4)            ┃",
        "  10 votes                             ┃",
        "                                       ┃",
        "  ┌───────────────────────────────────┐┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │       ▣ soba.jpg (missing)        │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  │                                   │┃",
        "  └───────────────────────────────────┘┃",
        "  ▣ soba.jpg · “Two bowls of cold soba ┃",
        "  on bamboo mats, with a cup of dipping┃",
        "  sauce, spring onions and wasabi",
        "  beside them”",
        " 1/5 author",
      ])
  }

  @Test("On a screen too narrow beside the bar, an option's text goes under it, whole width")
  func narrowPoll() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 20, height: 14))
    try app.press("<Enter>")
    expectScreen(
      app.screen(20, 14),
      [
        "… › Entry b…  ? help",
        "> boo              ┃",
        "                   ┃",
        "  Lunch?           ┃",
        "                   ┃",
        "  ▕██████    ▏ 60%",
        "    Cold soba with",
        "    dipping sauce,",
        "    as in the",
        "    picture (6)",
        "  ▕████      ▏ 40%",
        "    Udon (4)",
        "  10 votes",
        " 1/5 author",
      ])
  }

  @Test("An alt text's line breaks break its lines, as in any text shown whole")
  func altTextLineBreaks() throws {
    let json = #"""
      {"users": [{"id": "u1", "nickname": "boo"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "hi",
                 "media": [{"path": "a.jpg", "description": "Line one.\nLine two."}]}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 24))
    try app.press("<Enter>")
    let lines = texts(app.screen(40, 24).lines)
    let caption = try #require(lines.firstIndex(of: "  ▣ a.jpg · “Line one."))
    #expect(lines[caption + 1] == "  Line two.”")
  }
}
