import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("An entry's Replies header is reached with the arrows and folds with Enter or Space")
struct RepliesKeyboardFoldTests {
  /// ann's root post and two replies to it.
  static let json = """
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f3", "user": "u2", "comment": "late", "postedAt": "2024-01-09T00:00:00Z",
       "replyTo": {"entry": "f1"}},
      {"id": "f2", "user": "u1", "comment": "early", "postedAt": "2024-01-02T00:00:00Z",
       "replyTo": {"entry": "f1"}},
      {"id": "f1", "user": "u1", "comment": "root", "postedAt": "2024-01-01T00:00:00Z"}
    ]}
    """

  static func app(width: Int, height: Int) throws -> AppHarness {
    try AppHarness(
      json: json, start: [.feed, .entry("f1")], size: Size(width: width, height: height))
  }

  @Test("At 80x24, k from the first reply selects the header, Enter folds and unfolds it")
  func enterFolds() throws {
    let app = try Self.app(width: 80, height: 24)
    try app.press("Gkk")
    let top = [
      "t.json › Feed › Entry by ann                                              ? help",
      "  ann",
      "",
      "  root",
      "",
      "  Posted 2024-01-01 00:00 UTC",
      "",
    ]
    let blank = Array(repeating: "", count: 11)
    expectScreen(
      app.screen(80, 24),
      top + [
        "> ▾ Replies 2",
        "  ann · 2024-01-02 00:00 UTC",
        "  early",
        "  bob · 2024-01-09 00:00 UTC",
        "  late",
      ] + blank + [" 4/6 replies · Enter or Space folds"])
    try app.press("<Enter>")
    expectScreen(
      app.screen(80, 24),
      top + ["> ▸ Replies 2"] + blank + ["", "", "", ""]
        + [" 4/4 replies · Enter or Space expands"])
    #expect(app.screen(80, 24).lines.count == 24)
    try app.press("<Enter>")
    expectScreen(
      app.screen(80, 24),
      top + [
        "> ▾ Replies 2",
        "  ann · 2024-01-02 00:00 UTC",
        "  early",
        "  bob · 2024-01-09 00:00 UTC",
        "  late",
      ] + blank + [" 4/6 replies · Enter or Space folds"])
  }

  @Test("At 40x12, Space on the header folds it and unfolds it")
  func spaceFolds() throws {
    let app = try Self.app(width: 40, height: 12)
    try app.press("jjj")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  ann                                  ┃",
        "                                       ┃",
        "  root                                 ┃",
        "                                       ┃",
        "  Posted 2024-01-01 00:00 UTC          ┃",
        "                                       ┃",
        "> ▾ Replies 2                          ┃",
        "  ann · 2024-01-02 00:00 UTC           ┃",
        "  early                                ┃",
        "  bob · 2024-01-09 00:00 UTC",
        " 4/6 replies · Enter or Space folds",
      ])
    try app.press("<Space>")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "  ann",
        "",
        "  root",
        "",
        "  Posted 2024-01-01 00:00 UTC",
        "",
        "> ▸ Replies 2",
        "",
        "",
        "",
        " 4/4 replies · Enter or Space expands",
      ])
    try app.press("<Space>")
    #expect(texts(app.screen(40, 12).lines)[7] == "> ▾ Replies 2")
  }

  @Test("Space pages off the header onto the replies, never folding them, and b pages back")
  func spacePagesOn() throws {
    let app = try Self.app(width: 40, height: 8)
    for _ in 0..<6 {
      try app.press("<Space>")
      #expect(!texts(app.screen(40, 8).lines).joined().contains("▸"))
      #expect(app.shell.current.adapter.selection?.part != .header)
    }
  }
}
