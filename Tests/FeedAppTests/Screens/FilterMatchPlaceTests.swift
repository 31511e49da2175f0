import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite(
  "The filter's match shows on its row wherever it is: a later paragraph, past the cut, an alt text, a poll option"
)
struct FilterMatchPlaceTests {
  /// Expects the columns of a word on a line of the screen to be lit as a match.
  static func expectLit(
    _ word: String, line: Int, _ screen: Buffer, _ app: AppHarness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = screen.lines[line]
    guard let range = text.range(of: word) else {
      Issue.record("no \(word) in \(text)", sourceLocation: sourceLocation)
      return
    }
    let start = text[..<range.lowerBound].displayWidth
    for x in start..<start + word.displayWidth {
      expectStyle(
        screen, at: Point(x: x, y: line), app.shell.theme.highlight,
        sourceLocation: sourceLocation)
    }
  }

  /// Posts whose match is not in the first line as cut to 50 columns.
  static let json = #"""
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f1", "user": "u2", "comment": "A long first sentence about sourdough starters and rides.\n\nThe word you remember is zeppelin."},
      {"id": "f2", "user": "u1", "comment": "Finally fixed the flaky zeppelin test after three days. The culprit was a timezone bug."},
      {"id": "f3", "user": "u1", "comment": "Pictures from the weekend",
       "media": [{"path": "a.png", "description": "sunset"}, {"path": "b.png", "description": "a balloon over the lake"}]},
      {"id": "f4", "user": "u2", "comment": "Vote",
       "poll": {"options": [{"title": "Tea"}, {"title": "Coffee with a lot of milk and sugar and then a marshmallow"}]}}
     ]}
    """#

  @Test("A match in a second paragraph shows the words around it, lit")
  func secondParagraph() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 8))
    try app.press("/zeppelin<Enter>")
    let screen = app.screen(50, 8)
    expectScreen(
      screen,
      [
        "t.json › Feed                               ? help",
        "> bob",
        "  … and rides. The word you remember is zeppelin.",
        "",
        "  ann",
        "  Finally fixed the flaky zeppelin test after th…",
        "",
        " 1/2 entry  │  /zeppelin · match 1/2",
      ])
    Self.expectLit("zeppelin", line: 2, screen, app)
  }

  @Test("A match late in a long line shows the words around it, as fzf scrolls a line")
  func lateInLine() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 8))
    try app.press("/timezone<Enter>")
    let screen = app.screen(50, 8)
    expectScreen(
      screen,
      [
        "t.json › Feed                               ? help",
        "> ann",
        "  …er three days. The culprit was a timezone bug.",
        "",
        "",
        "",
        "",
        " 1/1 entry  │  /timezone · match 1/1",
      ])
    Self.expectLit("timezone", line: 2, screen, app)
  }

  @Test("A match in the alt text of a picture the row does not show says which picture")
  func altText() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 20))
    try app.press("/balloon<Enter>")
    let screen = app.screen(50, 20)
    expectScreen(
      screen,
      [
        "t.json › Feed                               ? help",
        "> ann",
        "  Pictures from the weekend",
        "  ┌─────────────────────────────────────────────┐",
        "  │                                             │",
        "  │              ▣ a.png (missing)              │",
        "  │                                             │",
        "  │                                             │",
        "  └─────────────────────────────────────────────┘",
        "  “sunset” · match in picture 2 · +1 more",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry  │  /balloon · match 1/1",
      ])
    Self.expectLit("match in picture 2", line: 9, screen, app)
    // On a narrow screen the alt text gives way to where the match is, then the count.
    let narrow = app.screen(30, 20)
    #expect(
      narrow.lines.contains("  “suns… · match in picture 2"), "\(narrow.lines)")
  }

  @Test("A match past the cut of a poll option shows the words around it, lit")
  func pollOption() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 8))
    try app.press("/marshmallow<Enter>")
    let screen = app.screen(50, 8)
    expectScreen(
      screen,
      [
        "t.json › Feed                               ? help",
        "> bob",
        "  Vote",
        "  ▕          ▏ 0% Tea (0)",
        "  ▕          ▏ 0% …gar and then a marshmallow (0)",
        "  0 votes",
        "",
        " 1/1 entry  │  /marshmallow · match 1/1",
      ])
    Self.expectLit("marshmallow", line: 4, screen, app)
  }

  @Test("A row whose line shows its match is unchanged")
  func shownMatch() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 8))
    try app.press("/flaky<Enter>")
    expectScreen(
      app.screen(50, 8),
      [
        "t.json › Feed                               ? help",
        "> ann",
        "  Finally fixed the flaky zeppelin test after th…",
        "",
        "",
        "",
        "",
        " 1/1 entry  │  /flaky · match 1/1",
      ])
  }
}
