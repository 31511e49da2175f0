import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The filter and content warnings")
struct FilterHiddenMatchTests {
  /// Two posts behind warnings, and one without.
  static let json = """
    {"users": [{"id": "u1", "nickname": "ann"}, {"id": "u2", "nickname": "bob"}],
     "feed": [
      {"id": "f1", "user": "u1", "comment": "the soba was cold", "contentWarning": "food talk"},
      {"id": "f2", "user": "u2", "comment": "more soba today"},
      {"id": "f3", "user": "u2", "comment": "a quiet day", "contentWarning": "soba again"}
    ]}
    """

  @Test("A match behind a warning says Space shows it; a match in the warning is highlighted")
  func hiddenMatch() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 50, height: 12))
    try app.press("/soba")
    let screen = app.screen(50, 12)
    expectScreen(
      screen,
      [
        "t.json › Feed                               ? help",
        "> ann",
        "  ⚠ food talk · Space shows the match",
        "",
        "  bob",
        "  more soba today",
        "",
        "  bob",
        "  ⚠ soba again · Space shows the post",
        "",
        "",
        "/soba▏                               3 of 3 match",
      ])
    for x in 4..<8 { expectStyle(screen, at: Point(x: x, y: 8), app.shell.theme.highlight) }
    // Shown, the post has its match highlighted, and the hint is Space's usual one.
    try app.press("<Enter> ")
    let shown = app.screen(50, 12)
    #expect(shown.lines[2] == "  ⚠ food talk · Space hides the post")
    #expect(shown.lines[3] == "  the soba was cold")
    for x in 6..<10 { expectStyle(shown, at: Point(x: x, y: 3), app.shell.theme.highlight) }
  }

  @Test("A long warning is cut after a word to keep 'Space shows the match' beside it")
  func longWarning() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "the soba was cold",
         "contentWarning": "a long content warning about many things in the world of food"}]}
      """
    let app = try AppHarness(json: json, size: Size(width: 60, height: 8))
    try app.press("/soba")
    #expect(
      app.screen(60, 8).lines[2] == "  ⚠ a long content warning about… · Space shows the match")
  }

  @Test("A match at the end of a long warning shows the warning's words around it, and no hint")
  func matchPastTheWarningsCut() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "ann"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "plain text",
         "contentWarning": "a very long content warning that goes on and on about many things and ends giraffe"}]}
      """
    let app = try AppHarness(json: json, size: Size(width: 40, height: 6))
    try app.press("/giraffe")
    let screen = app.screen(40, 6)
    expectScreen(
      screen,
      [
        "t.json › Feed                     ? help",
        "> ann",
        "  ⚠ …ngs and ends giraffe · Space shows",
        "",
        "",
        "/giraffe▏                  1 of 1 match",
      ])
    for x in 18..<25 { expectStyle(screen, at: Point(x: x, y: 2), app.shell.theme.highlight) }
  }

  @Test("A match only in a full name the row does not show is no match that Space would show")
  func matchInAnUnshownFullName() throws {
    let json = """
      {"users": [{"id": "u1", "nickname": "obaachan", "fullName": "Fumiko Sato"},
                 {"id": "u2", "nickname": "ken"}],
       "feed": [{"id": "f1", "user": "u1", "comment": "birthday cake",
         "contentWarning": "birthday surprise"},
        {"id": "f2", "user": "u2", "comment": "hello"}]}
      """
    let app = try AppHarness(json: json, size: Size(width: 50, height: 6))
    try app.press("/fumiko")
    expectScreen(
      app.screen(50, 6),
      [
        "t.json › Feed                               ? help",
        "> obaachan",
        "  ⚠ birthday surprise · Space shows the post",
        "",
        "",
        "/fumiko▏                             1 of 2 match",
      ])
  }
}
