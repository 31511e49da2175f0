extension String {
  /// The text made safe to send to a terminal: every control character becomes a visible glyph.
  ///
  /// C0 controls (U+0000–U+001F) become their Control Pictures, U+2400 plus the code
  /// (ESC → `␛`, tab → `␉`), except newline, which becomes `␤` (U+2424, SYMBOL FOR NEWLINE)
  /// rather than `␊`. DEL becomes `␡`, the line and paragraph separators (U+2028, U+2029),
  /// which terminals draw as nothing, become `␤` and `¶`, NEL (U+0085), a line break too,
  /// becomes `␤`, and the other C1 controls (U+0080–U+009F) become `�`. The bidi embedding, override and isolate controls (U+202A–U+202E,
  /// U+2066–U+2069) are dropped, as a browser draws none of them: a terminal that reorders
  /// text must not be steered by data, and one that does not would show a glyph where the
  /// writer saw nothing. Text with none of these comes back unchanged without copying.
  ///
  /// ```swift
  /// "\u{1B}[31mred".sanitizedForTerminal  // "␛[31mred"
  /// ```
  public var sanitizedForTerminal: String {
    guard unicodeScalars.contains(where: \.isUnsafeForTerminal) else { return self }
    var safe = String.UnicodeScalarView()
    for scalar in unicodeScalars where !scalar.isBidiControl {
      safe.append(scalar.safeForTerminal)
    }
    return String(safe)
  }
}

extension Character {
  /// The grapheme made safe for a terminal cell; a grapheme holding several unsafe scalars
  /// (such as CR LF) keeps only its first visible glyph, and a bidi control becomes a blank.
  var sanitizedForTerminal: Character {
    if let ascii = asciiValue, ascii >= 0x20, ascii != 0x7F { return self }
    guard unicodeScalars.contains(where: \.isUnsafeForTerminal) else { return self }
    return String(self).sanitizedForTerminal.first ?? " "
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a control that must never reach the terminal raw.
  var isUnsafeForTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Whether the scalar is a bidi embedding, override or isolate control, which sanitizing
  /// drops.
  var isBidiControl: Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// The visible glyph that stands in for the scalar, or the scalar itself when it is safe;
  /// bidi controls, which sanitizing drops, also get `�` here.
  var safeForTerminal: Unicode.Scalar {
    switch value {
    case 0x0A, 0x85: "\u{2424}"
    case 0x00...0x1F: Unicode.Scalar(0x2400 + value) ?? Self.replacement
    case 0x7F: "\u{2421}"
    case 0x2028: "\u{2424}"
    case 0x2029: "\u{B6}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: Self.replacement
    default: self
    }
  }

  /// U+FFFD REPLACEMENT CHARACTER.
  private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
