import ListKit
import ListKitTesting
import Testing

@Suite("Inside tmux, the help says what y needs")
struct CopyHelpTests {
  @Test("The help's y names tmux's set-clipboard when the app runs in tmux")
  func tmuxNote() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 24))
    app.shell.clipboardNote = "in tmux: set -g set-clipboard on"
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
        "   a│ Enter  y          open the selected row; y copies its address (in    │  ›┃",
        "    │                   tmux: set -g set-clipboard on)                     │   ┃",
        "  ai│ Space             show or hide what a content warning hides; on a    │   ┃",
        "  Th│                   profile or an entry's Replies, fold the section    │   ┃",
        "    │ /                 filter by words in any order; Enter keeps, n N go  │   ┃",
        "  ★ │                   to the next, previous match (3/65); Esc gives up;  │   ┃",
        "    │                   ← → Home End ^A ^E M-b M-f move, Backspace Delete  │   ┃",
        "  ha│                   ^W ^U ^K M-Backspace M-d delete                    │   ┃",
        "  (n│ paste             goes into the filter as text, never as keys        │   ┃",
        "    │ !                 the warnings about the document (or click ⚠)       │   ┃",
        "  ke│ Esc  Backspace    to the previous screen (or click a crumb)          │   ┃",
        "  So│ ^L                redraw the screen                                  │   ┃",
        "    │ ?                 show this help (or click ? help)                   │",
        "  ai│ q  ^C             quit                                               │",
        "  Li│ mouse             wheel scrolls, Shift+wheel sideways; Shift-drag    │ei…",
        "    │                   selects text (or run with --no-mouse)              │",
        "  ★ │ 1–21/22 · j k scroll · other keys close                              │",
        " 1/9└──────────────────────────────────────────────────────────────────────┘ing",
      ])
  }
}
