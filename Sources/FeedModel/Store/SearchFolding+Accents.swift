extension SearchFolding {
  /// The base letter of each Latin letter with a diacritic, from U+00C0 to U+017F, as an ASCII
  /// byte (`.` for none: ×, ÷ stay as they are; Æ, ß and Œ are the two letters they stand for,
  /// see `ligature(_:)`).
  private static let latinBases: [UInt8] = Array(
    ("aaaaaa.ceeeeiiiidnooooo.ouuuuy.." + "aaaaaa.ceeeeiiiidnooooo.ouuuuy.y"
      + "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii..jjkk.llllllllllnnnnnnn..oooooo.."
      + "rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs").utf8)

  /// Appends the folded form of text beyond ASCII: lower case, and Latin and Greek letters
  /// without their diacritics (see ``base(of:)``), whether the text has them composed (`é`) or as combining marks (`e` + U+0301),
  /// so that `cafe` finds `café` in either form, as fzf's does.
  ///
  /// Only the combining marks of U+0300–U+036F are dropped: the marks of other scripts (such
  /// as Japanese voicing marks) tell letters apart.
  static func appendFoldingAccents(_ text: String, to folded: inout [UInt8]) {
    // The last scalar kept and where its bytes start, to compose with the next.
    var previous: (scalar: Unicode.Scalar, start: Int)?
    func append(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      if let before = previous, let composed = Self.composed(before.scalar, scalar) {
        // A kana and its voicing mark, or Hangul jamo, as macOS writes them apart: the letter
        // they make, as most text has it.
        folded.removeSubrange(before.start...)
        UTF8.encode(composed) { folded.append($0) }
        previous = (composed, before.start)
        return
      }
      previous = (scalar, folded.count)
      if value < 0x80 {
        folded.append(UInt8(value))
      } else if (0x300...0x36F).contains(value) || Self.isInvisibleBreak(value) {
        return
      } else if (0xC0...0x17F).contains(value), latinBases[Int(value - 0xC0)] != UInt8(ascii: ".") {
        folded.append(latinBases[Int(value - 0xC0)])
      } else if value >= 0xC0, let letters = Self.ligature(value) {
        for letter in letters.unicodeScalars { append(letter) }
      } else if value >= 0x180, let base = Self.base(of: value) {
        // Folded in turn: `ǿ`'s base `ø` is `o`.
        append(base)
      } else {
        UTF8.encode(scalar) { folded.append($0) }
      }
    }
    // Lower case a scalar at a time, as `lowercased()` does, but looking up only the scalars
    // of scripts that have case: kana, CJK, Hangul and emoji, most of such text, have none.
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        append(value &- 0x41 < 26 ? Unicode.Scalar(UInt8(value) | 0x20) : scalar)
      } else if Self.isCaseless(value) {
        append(scalar)
      } else if scalar.properties.changesWhenLowercased {
        for lower in scalar.properties.lowercaseMapping.unicodeScalars { append(lower) }
      } else {
        append(scalar)
      }
    }
  }

  /// Whether a scalar shows nothing and joins nothing, yet would split a word for a search.
  ///
  /// A soft hyphen, a zero-width space, a word joiner or a zero-width no-break space. The row
  /// shows `zerowidthspace` where the text has `zero\u{200B}width`, and the filter
  /// finds what the row shows.
  static func isInvisibleBreak(_ value: UInt32) -> Bool {
    value == 0xAD || value == 0x200B || value == 0x2060 || value == 0xFEFF
  }

  /// Whether a scalar is in a block of scripts without case, whose letters lower casing leaves
  /// as they are: CJK punctuation, kana, CJK ideographs, Hangul, and the emoji planes.
  static func isCaseless(_ value: UInt32) -> Bool {
    switch value {
    case 0x3000...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF61...0xFFEF, 0x1F000...0x1FAFF,
      0x20000...0x3FFFF:
      true
    default: false
    }
  }

  /// The letter a letter and the next scalar make together; nil when they make none.
  ///
  /// For the decomposed forms other than Latin ones that text is commonly in: a kana with
  /// U+3099 or U+309A (`か` + `゙` is `が`), or with their half-width forms U+FF9E and U+FF9F
  /// (`ｶﾞ`, once `ｶ` is `カ`, is `ガ`), and Hangul syllables written as jamo.
  static func composed(_ letter: Unicode.Scalar, _ next: Unicode.Scalar) -> Unicode.Scalar? {
    let base = letter.value
    switch next.value {
    case 0x3099, 0xFF9E:
      let voiced: Set<UInt32> = [
        0x3046, 0x3064, 0x3066, 0x3068, 0x306F, 0x3072, 0x3075, 0x3078, 0x307B, 0x309D,
        0x30A6, 0x30C4, 0x30C6, 0x30C8, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30FD,
      ]
      let result: UInt32? =
        switch base {
        case 0x304B...0x3061 where (base - 0x304B) % 2 == 0: base + 1
        case 0x30AB...0x30C1 where (base - 0x30AB) % 2 == 0: base + 1
        case 0x3046: 0x3094
        case 0x30A6: 0x30F4
        case 0x30EF...0x30F2: base + 8
        case _ where voiced.contains(base): base + 1
        default: nil
        }
      return result.flatMap(Unicode.Scalar.init)
    case 0x309A, 0xFF9F:
      let halfVoiced: Set<UInt32> = [
        0x306F, 0x3072, 0x3075, 0x3078, 0x307B, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB,
      ]
      return halfVoiced.contains(base) ? Unicode.Scalar(base + 2) : nil
    case 0x1161...0x1175 where (0x1100...0x1112).contains(base):
      // A leading consonant and a vowel: the syllable without a final consonant.
      return Unicode.Scalar(0xAC00 + ((base - 0x1100) * 21 + (next.value - 0x1161)) * 28)
    case 0x11A8...0x11C2 where (0xAC00...0xD7A3).contains(base) && (base - 0xAC00) % 28 == 0:
      // A syllable without a final consonant, and one.
      return Unicode.Scalar(base + next.value - 0x11A7)
    default:
      return nil
    }
  }
}
