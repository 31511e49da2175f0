/// How text is folded for the filter: lower case, and Latin and Greek letters without their
/// accents, so that a search ignores case and accents (`cafe` finds `Café`, `nguyen` finds
/// `Nguyễn`, `ελλαδα` finds `Ελλάδα`), and half-width katakana and Hangul as their full-width
/// forms (`カタカナ` finds `ｶﾀｶﾅ`, `ガ` finds `ｶﾞ`).
///
/// ASCII is folded byte by byte; other text with Swift's `lowercased()` and
/// ``appendFoldingAccents(_:to:)``. Queries are folded the same way, so both sides agree.
public enum SearchFolding {
  /// Appends the folded form of UTF-8 text unless folding leaves it as it is.
  ///
  /// Returns whether it appended. Text beyond ASCII is folded once, and taken back off when it
  /// is the same.
  static func appendIfChanged(folding bytes: [UInt8], to text: inout [UInt8]) -> Bool {
    var hasUpperCase = false
    for byte in bytes {
      if byte >= 0x80 {
        let string = String(decoding: bytes, as: UTF8.self)
        guard mayChange(string) else { return false }
        let start = text.count
        appendFoldingAccents(string, to: &text)
        guard !text[start...].elementsEqual(bytes) else {
          text.removeSubrange(start...)
          return false
        }
        return true
      }
      if byte >= 0x41 && byte <= 0x5A { hasUpperCase = true }
    }
    guard hasUpperCase else { return false }
    append(folding: bytes, to: &text)
    return true
  }

  /// Appends the folded form of UTF-8 text.
  static func append(folding bytes: [UInt8], to text: inout [UInt8]) {
    if bytes.contains(where: { $0 >= 0x80 }) {
      appendFoldingAccents(String(decoding: bytes, as: UTF8.self), to: &text)
      return
    }
    let start = text.count
    text.append(contentsOf: bytes)
    text.withUnsafeMutableBufferPointer { folded in
      for index in start..<folded.count where folded[index] &- 0x41 < 26 {
        folded[index] |= 0x20
      }
    }
  }

  /// The folded form of a query or a name.
  public static func fold(_ text: String) -> [UInt8] {
    var result: [UInt8] = []
    append(folding: Array(text.utf8), to: &result)
    return result
  }

  /// Whether folding may change text beyond ASCII: false when no scalar of it is an upper-case
  /// ASCII letter, a Latin or Greek letter with an accent, a combining mark, an invisible break
  /// (``isInvisibleBreak(_:)``), a half-width form (``fullWidth(of:)``), a mark or jamo that
  /// composes with the letter before it, or a letter of a script with case that lower casing
  /// changes.
  ///
  /// Most text of the scripts without case (a Japanese post) is left as it is: checking costs
  /// a pass, where folding it and comparing cost two and a copy.
  static func mayChange(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x41...0x5A, 0xAD, 0xC0...0x24F, 0x300...0x3FF, 0x1E00...0x1FFF, 0x200B, 0x2060,
        0x3099, 0x309A, 0x1161...0x1175, 0x11A8...0x11C2, 0xFB00...0xFB06, 0xFEFF,
        0xFF01...0xFF5E:
        return true
      case 0..<0x80: continue
      case let value where isHalfWidth(value): return true
      case let value where isCaseless(value): continue
      default: if scalar.properties.changesWhenLowercased { return true }
      }
    }
    return false
  }
}
