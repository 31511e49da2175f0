import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("A count is forgotten by every input but its digits and the key it is for, as in vim")
struct CountForgettingTests {
  /// The warnings of a document, 30 of them, where a paste is no filter.
  static func warnings() throws -> AppHarness {
    try AppHarness(
      json: AppHarness.longFeed(entries: 3, warnings: 30), start: [.feed, .warnings],
      size: Size(width: 40, height: 12))
  }

  /// The inputs that are neither a digit nor a key that takes a count.
  static let others: [(name: String, event: Event)] = [
    ("a turn of the wheel", .mouse(MouseEvent(.wheelDown, x: 3, y: 4))),
    ("a click", .mouse(MouseEvent(.click, x: 3, y: 4))),
    ("a paste", .paste("word")),
    ("F1", .key(.unknown)),
    ("a resume after ^Z and fg", .resume),
  ]

  @Test("5, then a click, a wheel turn, a paste or F1, then j or G: as j or G alone")
  func forgotten() throws {
    for (name, event) in Self.others {
      for key in ["j", "G", "k"] {
        let counted = try Self.warnings()
        try counted.press("jj5")
        #expect(counted.screen(40, 12).lines.last?.hasPrefix(" 5  │") == true, "\(name)")
        counted.send(event)
        #expect(
          counted.screen(40, 12).lines.last?.hasPrefix(" 5") == false,
          "\(name): the count no longer shows")
        try counted.press(key)
        let plain = try Self.warnings()
        try plain.press("jj")
        plain.send(event)
        try plain.press(key)
        #expect(
          counted.screen(40, 12).lines == plain.screen(40, 12).lines,
          "5, \(name), then \(key) acts as \(key) alone")
      }
    }
  }

  @Test("A count typed after the input that forgot one still counts")
  func countAfter() throws {
    let app = try Self.warnings()
    try app.press("5")
    app.send(.key(.unknown))
    try app.press("3j")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Warnings          ? help",
        "    unknown user \"nobody1\"; entry      ┃",
        "    skipped",
        "  ⚠ feed[4].user",
        "    unknown user \"nobody2\"; entry",
        "    skipped",
        "> ⚠ feed[5].user",
        "    unknown user \"nobody3\"; entry",
        "    skipped",
        "  ⚠ feed[6].user",
        "    unknown user \"nobody4\"; entry",
        " 4/30 warning             ⚠ 30 warnings",
      ])
  }
}
