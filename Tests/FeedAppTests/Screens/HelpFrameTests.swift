import ListKit
import ListKitTesting
import Testing

/// The help's box over the title bar and the status line blanks the rest of them: no piece of
/// either shows beside it (`k.zi┌─ Keys ──┐help`).
@Suite("The help box leaves no piece of the title bar or the status line beside it")
struct HelpFrameTests {
  @Test("At 80x24 the box takes the whole height; the bars' rows beside it are blank")
  func wholeHeight() throws {
    let app = try AppHarness(fixture: "polish.json", size: Size(width: 80, height: 24))
    try app.press("?")
    let screen = app.screen(80, 24)
    #expect(screen.lines.first?.hasPrefix("  ┌─ Keys ─") == true, "\(screen.lines)")
    #expect(screen.lines.last?.hasPrefix("  └──") == true, "\(screen.lines)")
    #expect(screen.lines.first?.hasSuffix("┐") == true, "\(screen.lines)")
    #expect(screen.lines.last?.hasSuffix("┘") == true, "\(screen.lines)")
    expectScreen(
      screen,
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
}
