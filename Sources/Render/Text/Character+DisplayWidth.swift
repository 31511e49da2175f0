extension Character {
  /// The number of terminal columns this grapheme occupies when a buffer draws it: 0, 1 or 2,
  /// or more for an Indic cluster.
  ///
  /// This is the width ``Buffer/write(_:x:y:style:maxWidth:)`` gives the grapheme, which
  /// sanitizes text first (see ``Swift/String/sanitizedForTerminal``): a control character
  /// is drawn as its visible glyph, one column (ESC is `␛`, tab `␉`, DEL `␡`, a C1 control
  /// `�`), and CR LF as two (`␍␤`). The bidi controls, which sanitizing drops, are 0, as are
  /// format characters and lone combining marks. CJK, kana, Hangul, fullwidth forms and emoji
  /// (including ZWJ sequences, flags, keycaps, skin tones and symbols followed by U+FE0F) are
  /// 2; a symbol narrow on its own followed by U+FE0E (`❤︎`), and everything else, is 1. An
  /// emoji wide on its own stays 2 with U+FE0E, as terminals draw it. A letter with a spacing
  /// mark, which terminals draw in a column of its own, is 2 (`नि`, `மொ`), and a cluster of
  /// more spacing code points is a column for each (`বাং` is 3), which a buffer gives a cell
  /// each.
  ///
  /// ```swift
  /// Character("a").displayWidth       // 1
  /// Character("\u{1B}").displayWidth  // 1, drawn as ␛
  /// Character("日").displayWidth       // 2
  /// Character("👨‍👩‍👧").displayWidth      // 2
  /// ```
  public var displayWidth: Int {
    // Every ASCII character is one column: printable, or a control drawn as its glyph.
    if asciiValue != nil { return utf8.count }
    // A control is a grapheme of its own (Unicode breaks around it), so its first scalar
    // says whether sanitizing changes it.
    if let first = unicodeScalars.first, first.isUnsafeForTerminal {
      return String(self).sanitizedForTerminal.displayWidth
    }
    return GraphemeWidth.of(unicodeScalars)
  }
}
