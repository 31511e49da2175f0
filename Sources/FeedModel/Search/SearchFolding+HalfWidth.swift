extension SearchFolding {
  /// The full-width forms of the half-width katakana and their punctuation, U+FF61 to U+FF9F,
  /// in order: `｡` is `。`, `ｶ` is `カ`, and the half-width voicing marks `ﾞ` and `ﾟ` are the
  /// combining U+3099 and U+309A, which compose with the kana before them (``composed(_:_:)``),
  /// so that `ｶﾞ` is `ガ` and `ﾊﾟ` is `パ`, as NFKC has them.
  private static let halfWidthKana = Array(
    ("。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
      + "\u{3099}\u{309A}").unicodeScalars)

  /// The full-width form of a half-width form (U+FF61 to U+FFEE), as NFKC maps it; nil for any
  /// other scalar.
  ///
  /// Half-width katakana (`ｶﾀｶﾅ` is `カタカナ`) and their punctuation, half-width Hangul
  /// letters (`ﾡ` is the compatibility jamo `ㄱ`), and the half-width arrows and shapes.
  static func fullWidth(of value: UInt32) -> Unicode.Scalar? {
    switch value {
    case 0xFF61...0xFF9F:
      return halfWidthKana[Int(value - 0xFF61)]
    case 0xFFA0:
      return Unicode.Scalar(0x3164)
    case 0xFFA1...0xFFBE:
      return Unicode.Scalar(value - 0xFFA1 + 0x3131)
    case 0xFFC2...0xFFC7, 0xFFCA...0xFFCF, 0xFFD2...0xFFD7, 0xFFDA...0xFFDC:
      // The vowels, in rows of six with two unassigned between: U+314F on.
      let row = (value - 0xFFC2) / 8
      return Unicode.Scalar(0x314F + row * 6 + (value - 0xFFC2) % 8)
    case 0xFFE8:
      return Unicode.Scalar(0x2502)
    case 0xFFE9...0xFFEC:
      return Unicode.Scalar(value - 0xFFE9 + 0x2190)
    case 0xFFED:
      return Unicode.Scalar(0x25A0)
    case 0xFFEE:
      return Unicode.Scalar(0x25CB)
    default:
      return nil
    }
  }

  /// Whether a scalar is a half-width form that ``fullWidth(of:)`` maps.
  static func isHalfWidth(_ value: UInt32) -> Bool {
    (0xFF61...0xFFEE).contains(value) && fullWidth(of: value) != nil
  }
}
