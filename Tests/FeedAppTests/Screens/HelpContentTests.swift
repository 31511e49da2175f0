import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The help says Space folds an entry's Replies, and how to select text with the mouse on")
struct HelpContentTests {
  @Test("At 80x24 the help fits whole: Space on Replies, and Shift-drag or --no-mouse")
  func wide() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 24))
    try app.press("?")
    expectScreen(
      app.screen(80, 24),
      [
        "  ┌─ Keys ───────────────────────────────────────────────────────────────────┐",
        "> │ ↑ k ^P ^K  ↓ j ^N ^J  move up and down                                   │ ┃",
        "  │ PgUp ^B  PgDn ^F      move by a page                                     │ ┃",
        "  │ ^U ^D                 move by half a page                                │…┃",
        "  │ Home g gg  End G      first, last row or user; 10G the tenth row         │ ┃",
        "  │ ← h  → l              move within a row of users                         │ ┃",
        "  │ 1-9                   a count before a key, as in vim: 5j five rows, 3^F │›┃",
        "  │                       three pages, 3n                                    │ ┃",
        "  │ Enter  y              open the selected row; y copies its address        │ ┃",
        "  │ Space  b              show or hide what a content warning hides; on a    │ ┃",
        "  │                       profile, fold the section; on an entry or a text,  │ ┃",
        "  │                       Space pages down, b up                             │ ┃",
        "  │ /                     filter by words in any order; Enter keeps it, Esc  │ ┃",
        "  │                       gives up; ↑ ↓ ^J ^K PgUp PgDn move the selection   │ ┃",
        "  │                       while typing; ← → Home End ^A ^E M-b M-f move in   │ ┃",
        "  │                       the text, Backspace Delete ^W ^U M-Backspace M-d   │ ┃",
        "  │                       delete                                             │ ┃",
        "  │ n  N                  after Enter, the next, previous match (match 3/65) │ ┃",
        "  │ paste                 goes into the filter as text, never as keys        │",
        "  │ !                     the warnings about the document (or click ⚠)       │",
        "  │ Esc  Backspace        clear a kept filter, else to the previous screen   │…",
        "  │                       (or click a crumb)                                 │",
        "  │ 1–21/27 · j k scroll · other keys close                                  │",
        "  └──────────────────────────────────────────────────────────────────────────┘",
      ])
  }

  @Test("At 40x12, the help's end: Space on Replies, and Shift-drag or --no-mouse")
  func narrow() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 40, height: 12))
    try app.press("?")
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
    // Closed by `?`, opened again, a page down: what Space does.
    try app.press("??<C-d><C-d>")
    expectScreen(
      app.screen(40, 12),
      [
        "┌─ Keys ───────────────────────────────┐",
        "│ End G      10G the tenth row         │",
        "│ ← h  → l   move within a row of      │",
        "│            users                     │",
        "│ 1-9        a count before a key, as  │",
        "│            in vim: 5j five rows, 3^F │",
        "│            three pages, 3n           │",
        "│ Enter  y   open the selected row; y  │",
        "│            copies its address        │",
        "│ Space  b   show or hide what a       │",
        "│ 7–15/49 · j k · other keys close     │",
        "└──────────────────────────────────────┘",
      ])
  }
}
