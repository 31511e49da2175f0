extension Character {
  /// The number of terminal columns this grapheme occupies: 0, 1 or 2, or more for an Indic
  /// cluster.
  ///
  /// Controls, format characters and lone combining marks are 0; CJK, kana, Hangul, fullwidth
  /// forms and emoji (including ZWJ sequences, flags, keycaps, skin tones and symbols followed
  /// by U+FE0F) are 2; a symbol narrow on its own followed by U+FE0E (`❤︎`), and everything
  /// else, is 1. An emoji wide on its own stays 2 with U+FE0E, as terminals draw it. A letter
  /// with a spacing mark, which terminals draw in a column of its own, is 2 (`नि`, `மொ`), and a
  /// cluster of more spacing code points is a column for each (`বাং` is 3), which a buffer
  /// gives a cell each.
  ///
  /// ```swift
  /// Character("a").displayWidth   // 1
  /// Character("日").displayWidth   // 2
  /// Character("👨‍👩‍👧").displayWidth  // 2
  /// ```
  public var displayWidth: Int {
    if let ascii = asciiValue {
      return ascii < 0x20 || ascii == 0x7F ? 0 : 1
    }
    return GraphemeWidth.of(unicodeScalars)
  }
}
