import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("On the Linux console (glyphs .console) every frame is drawn in code page 437's glyphs")
struct ConsoleGlyphScreenTests {
  /// A feed of every mark the app draws: a poll's bars, a content warning, a boost, a reply, a
  /// quote-like long text cut with `…`, a promo, curly quotes, and enough rows for a scroll bar.
  static let json = #"""
    {"users": [{"id": "u1", "nickname": "boo"}, {"id": "u2", "nickname": "ai"}],
     "feed": [{"id": "f1", "user": "u1", "comment": "Lunch? “soba” or udon – pick one",
               "postedAt": "2024-01-05T12:00:00Z",
               "poll": {"options": [{"title": "Soba", "votes": 7}, {"title": "Udon", "votes": 2},
                                    {"title": "Rice", "votes": 3}]}},
              {"id": "f2", "user": "u2", "comment": "spoilers", "contentWarning": "the ending",
               "postedAt": "2024-01-05T11:00:00Z"},
              {"id": "f3", "user": "u2", "comment": "", "postedAt": "2024-01-05T10:00:00Z",
               "boost": {"address": "https://x/1", "author": "boo", "entry": "f1"}},
              {"id": "f4", "user": "u1", "comment": "yes, and a long reply that goes on well past the width of the screen, to be cut",
               "postedAt": "2024-01-05T09:00:00Z", "replyTo": {"entry": "f2"}},
              {"id": "f5", "user": "u1", "comment": "five", "postedAt": "2024-01-05T08:00:00Z"},
              {"id": "f6", "user": "u1", "comment": "six", "postedAt": "2024-01-05T07:00:00Z"},
              {"id": "f7", "user": "u1", "comment": "seven", "postedAt": "soon"}],
     "promos": [{"id": "p1", "title": "Premium", "body": "Keep every photo.", "position": 3}]}
    """#

  /// The app on ``json`` at a size, as on the Linux console with 8 colours.
  func console(_ size: Size = Size(width: 80, height: 24)) throws -> AppHarness {
    let app = try AppHarness(json: Self.json, size: size, colorCount: 8)
    app.shell.glyphs = .console
    return app
  }

  @Test("The feed: bars of full and half blocks, `!` for ⚠, `»` for ↻, `←` for ↩, `~` for …")
  func feed() throws {
    let app = try console()
    let screen = app.screen(80, 24)
    expectScreen(
      screen,
      [
        "t.json > Feed                                                             ? help",
        "> boo · 2024-01-05 12:00 UTC                                                   █",
        "  Lunch? \"soba\" or udon - pick one                                             █",
        "  │██████    │ 58% Soba (7)                                                    █",
        "  │█▌        │ 17% Udon (2)                                                    █",
        "  │██▌       │ 25% Rice (3)                                                    █",
        "  12 votes                                                                     █",
        "                                                                               █",
        "  ai · 2024-01-05 11:00 UTC                                                    █",
        "  ! the ending · Space shows the post                                          █",
        "                                                                               █",
        "  » ai boosted boo · 2024-01-05 10:00 UTC                                      █",
        "  Lunch? \"soba\" or udon - pick one                                             █",
        "  │██████    │ 58% Soba (7)                                                    █",
        "  │█▌        │ 17% Udon (2)                                                    █",
        "  │██▌       │ 25% Rice (3)",
        "  12 votes",
        "",
        "  * Promo · Premium",
        "  Keep every photo.",
        "",
        "  boo · 2024-01-05 09:00 UTC",
        "  ← in reply to ai",
        " 1/8 entry                                                          ! 1 warning",
      ])
    #expect(
      CodePage437.missing(in: screen.lines).isEmpty, "\(CodePage437.missing(in: screen.lines))")
  }

  @Test("The entry screen and its poll, in the console's glyphs")
  func entry() throws {
    let app = try console()
    try app.press("<Enter>")
    let screen = app.screen(80, 24)
    expectScreen(
      screen,
      [
        "t.json > Feed > Entry by boo                                              ? help",
        "> boo",
        "",
        "  Lunch? \"soba\" or udon - pick one",
        "",
        "  │██████    │ 58% Soba (7)",
        "  │█▌        │ 17% Udon (2)",
        "  │██▌       │ 25% Rice (3)",
        "  12 votes",
        "",
        "  Posted 2024-01-05 12:00 UTC",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 author                                                         ! 1 warning",
      ])
    #expect(
      CodePage437.missing(in: screen.lines).isEmpty, "\(CodePage437.missing(in: screen.lines))")
  }

  @Test("The filter prompt's cursor is a half block, `▌`, not the eighth `▏` the fonts lack")
  func filterPrompt() throws {
    let app = try console()
    try app.press("/soba<Left>")
    let screen = app.screen(80, 24)
    expectScreen(
      screen,
      [
        "t.json > Feed                                                             ? help",
        "> boo · 2024-01-05 12:00 UTC",
        "  Lunch? \"soba\" or udon - pick one",
        "  │██████    │ 58% Soba (7)",
        "  │█▌        │ 17% Udon (2)",
        "  │██▌       │ 25% Rice (3)",
        "  12 votes",
        "",
        "  » ai boosted boo · 2024-01-05 10:00 UTC",
        "  Lunch? \"soba\" or udon - pick one",
        "  │██████    │ 58% Soba (7)",
        "  │█▌        │ 17% Udon (2)",
        "  │██▌       │ 25% Rice (3)",
        "  12 votes",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "/sob▌a                                                             2 of 7 match",
      ])
    #expect(
      CodePage437.missing(in: screen.lines).isEmpty, "\(CodePage437.missing(in: screen.lines))")
  }

  @Test("The warnings screen and the help, in the console's glyphs")
  func warningsAndHelp() throws {
    let app = try console()
    try app.press("!")
    let warnings = app.screen(80, 24)
    expectScreen(
      warnings,
      [
        "t.json > Feed > Warnings                                                  ? help",
        "> ! feed[6].postedAt",
        "    \"soon\" is not an ISO 8601 date; shown as written",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 warning                                                        ! 1 warning",
      ])
    #expect(
      CodePage437.missing(in: warnings.lines).isEmpty, "\(CodePage437.missing(in: warnings.lines))")
    try app.press("?")
    let help = app.screen(80, 24)
    #expect(CodePage437.missing(in: help.lines).isEmpty, "\(CodePage437.missing(in: help.lines))")
  }

  @Test("Elsewhere the same feed keeps its eighths, ⚠ and …")
  func unicode() throws {
    let app = try AppHarness(json: Self.json, colorCount: 8)
    let screen = app.screen(80, 24)
    #expect(!CodePage437.missing(in: screen.lines).isEmpty)
  }

  @Test("A poll's bar rounds to the nearest half column on the console")
  func halfBars() {
    func bar(_ share: Double) -> String { PollRows.bar(share, width: 10, glyphs: .console) }
    #expect(bar(0) == "          ")
    #expect(bar(0.02) == "          ")
    #expect(bar(0.05) == "▌         ")
    #expect(bar(0.58) == "██████    ")
    #expect(bar(0.63) == "██████▌   ")
    #expect(bar(0.99) == "██████████")
  }
}
