/// Measures how many terminal columns a grapheme cluster occupies, in pure Swift.
///
/// Width is decided by the cluster's first scalar and by the emoji selectors that follow it,
/// plus a column for each spacing code point after a base that is no emoji (a spacing vowel
/// sign such as U+093F, or a letter after a virama), as terminals and `wcwidth` draw those in
/// a column of their own.
enum GraphemeWidth {
  /// The width of a non-ASCII grapheme: 0, 1 or 2, or more for a cluster of several spacing
  /// code points (`न्दी` is 3).
  static func of(_ scalars: Character.UnicodeScalarView) -> Int {
    var iterator = scalars.makeIterator()
    guard let base = iterator.next() else { return 0 }
    var emojiSelector = false
    var textSelector = false
    var joinsEmoji = false
    var hasModifier = false
    var sawJoiner = false
    var spacing = 0
    while let scalar = iterator.next() {
      switch scalar.value {
      case 0xFE0F: emojiSelector = true
      case 0xFE0E: textSelector = true
      case 0x200D: sawJoiner = true
      case 0x1F3FB...0x1F3FF: hasModifier = true
      default:
        if sawJoiner && scalar.properties.isEmoji { joinsEmoji = true }
        if scalarWidth(scalar) > 0 { spacing += 1 }
      }
    }
    let width = scalarWidth(base)
    guard width > 0 else { return 0 }
    let properties = base.properties
    guard properties.isEmoji, base.value > 0x7F || emojiSelector || textSelector else {
      return width + spacing
    }
    // Text presentation narrows a symbol that is narrow on its own (❤︎), not an emoji that is
    // wide on its own (😀︎): terminals, and wcwidth, give that two columns still.
    if textSelector { return properties.isEmojiPresentation ? 2 : 1 }
    if emojiSelector { return 2 }
    if hasModifier && properties.isEmojiModifierBase { return 2 }
    if joinsEmoji && base.value > 0x7F { return 2 }
    return width
  }

  /// The width of a single scalar standing on its own.
  static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 { return 0 }
    if value < 0x7F { return 1 }
    if value < 0xA0 { return 0 }
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      break
    }
    // Hangul medial vowels and final consonants only ever extend a syllable.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return WideCharacterTable.contains(value) ? 2 : 1
  }
}

extension Character {
  /// Whether the grapheme starts with a wide or emoji code point, so that when it is two
  /// columns it is wide text (CJK, emoji) rather than a letter with a spacing mark (`नि`).
  var hasWideBase: Bool {
    guard let base = unicodeScalars.first else { return false }
    return GraphemeWidth.scalarWidth(base) == 2 || base.properties.isEmoji
  }

  /// The graphemes a buffer's cells hold for this one: itself when it is at most two columns
  /// wide, else a grapheme for each spacing code point, with the zero-width ones after it.
  ///
  /// `न्दी`, three columns, is `न्`, `द` and `ी`, one column each.
  var cellGraphemes: [Character] {
    guard displayWidth > 2 else { return [self] }
    var pieces: [Character] = []
    var piece = String.UnicodeScalarView()
    func flush() {
      let text = String(piece)
      pieces.append(contentsOf: text.count == 1 ? [Character(text)] : Array(text))
      piece = String.UnicodeScalarView()
    }
    for scalar in unicodeScalars {
      if !piece.isEmpty && GraphemeWidth.scalarWidth(scalar) > 0 { flush() }
      piece.append(scalar)
    }
    if !piece.isEmpty { flush() }
    return pieces
  }
}
