extension MarkedText {
  /// Marks each `:shortcode:` in the text whose shortcode is in `shortcodes`, except where a
  /// span already covers it.
  mutating func markCustomEmoji(_ shortcodes: Set<String>) {
    let scalars = Array(text.unicodeScalars)
    var found: [Span] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == ":" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, scalars[end].isShortcodeCharacter { end += 1 }
      if end < scalars.count, scalars[end] == ":", end > index + 1 {
        let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        let range = index..<(end + 1)
        if shortcodes.contains(code), !spans.contains(where: { $0.range.overlaps(range) }) {
          found.append(Span(kind: .customEmoji(code), range: range))
          index = end + 1
          continue
        }
      }
      index = end
    }
    guard !found.isEmpty else { return }
    spans = (spans + found).sorted { $0.range.lowerBound < $1.range.lowerBound }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar may appear in a custom emoji shortcode: ASCII letters, digits, `_`.
  fileprivate var isShortcodeCharacter: Bool {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
    default: false
    }
  }
}
