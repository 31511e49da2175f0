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
        "poli┌─ Keys ───────────────────────────────────────────────────────────────┐help",
        "> ra│ ↑ k ^P  ↓ j ^N    move up and down; 5j five rows                     │   ┃",
        "  2 │ PgUp ^B  PgDn ^F  move by a page                                     │   ┃",
        "  A │ ^U ^D             move by half a page                                │pa…┃",
        "    │ Home g  End G     first, last row or user; 10G the tenth row         │   ┃",
        "  Hi│ ← h  → l          move within a row of users                         │   ┃",
        "   a│ Enter  y          open the selected row; y copies its address        │  ›┃",
        "    │ Space             show or hide what a content warning hides; on a    │   ┃",
        "  ai│                   profile, fold the section                          │   ┃",
        "  Th│ /                 filter by words in any order; Enter keeps, n N go  │   ┃",
        "    │                   to the next, previous match (3/65); Esc gives up;  │   ┃",
        "  ★ │                   ← → Home End ^A ^E M-b M-f move, Backspace Delete  │   ┃",
        "    │                   ^W ^U M-Backspace M-d delete; ^J ^K move down, up  │   ┃",
        "  ha│ paste             goes into the filter as text, never as keys        │   ┃",
        "  (n│ !                 the warnings about the document (or click ⚠)       │   ┃",
        "    │ Esc  Backspace    to the previous screen (or click a crumb)          │   ┃",
        "  ke│ ^L                redraw the screen                                  │   ┃",
        "  So│ ?                 show this help (or click ? help)                   │   ┃",
        "    │ q  ^C             quit                                               │",
        "  ai│ mouse             wheel scrolls, Shift+wheel sideways; Shift-drag    │",
        "  Li│                   selects text (or run with --no-mouse)              │ei…",
        "    │ click             selects or folds a header; twice opens             │",
        "  ★ │ any other key closes this help                                       │",
        " 1/9└──────────────────────────────────────────────────────────────────────┘ing",
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
        "│ 32–40/40 · j k · other keys close    │",
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
        "│ Enter  y   open the selected row; y  │",
        "│            copies its address        │",
        "│ Space      show or hide what a       │",
        "│            content warning hides; on │",
        "│            a profile, fold the       │",
        "│            section                   │",
        "│ 7–15/40 · j k · other keys close     │",
        "└──────────────────────────────────────┘",
      ])
  }
}
