import ListKit

extension GlyphSet {
  /// What a Linux console frame draws in place of the symbols its fonts lack, each of the same
  /// width: the app's marks, the `…` of a cut, and the punctuation posts use most.
  ///
  /// The console's fonts hold code page 437 (the kernel's table, `drivers/tty/vt/cp437.uni`,
  /// maps Unicode to it) and draw anything else as a diamond or a square. A mark keeps its
  /// meaning where code page 437 has a likeness (`↩` as `←`, `✓` as `√`, `▣` as `■`, `▸` as
  /// `►`), else it becomes the ASCII that says the same (`⚠` as `!`, `…` as `~`). Text from
  /// data passes through the same table, where its glyph would be a diamond anyway; other
  /// characters the fonts lack (emoji, CJK, other scripts) have no likeness and stay.
  static let consoleStandIns: [Character: String] = [
    "…": "~",
    "⚠": "!",
    "▣": "■",
    "↻": "»",
    "❝": "\"",
    "↩": "←",
    "★": "*",
    "✓": "√",
    "▸": "►",
    "▾": "▼",
    "›": ">",
    "‹": "<",
    "–": "-",
    "—": "-",
    "┃": "│",
    "━": "─",
    "“": "\"",
    "”": "\"",
    "‘": "'",
    "’": "'",
    "🔒": "■ ",
  ]
}
