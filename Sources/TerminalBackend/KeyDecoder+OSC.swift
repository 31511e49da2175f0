import Input

extension KeyDecoder {
  /// The query that asks a terminal for its background colour: OSC 11 with `?`, ended by ST.
  ///
  /// A terminal that knows it answers `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST
  /// (`ESC \`), as xterm, VTE, kitty, iTerm2, foot, WezTerm and tmux do; others say nothing.
  static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"

  /// The most characters an operating system command may have after its Escape before it is
  /// given up, swallowed whole: far more than any answer about a colour.
  static let longestCommand = 128

  /// What `body`, the characters read after an Escape, make when they begin an operating
  /// system command (`]`), such as a terminal's answer to ``backgroundQuery``.
  ///
  /// The command runs to BEL, to ST (`ESC \`, or the one character 0x9C) or, cut by another
  /// Escape, to the character after it. Whatever it holds is no key: an answer about the
  /// background is its colour (see ``backgroundColor(answer:)``), any other answer, or a
  /// garbled one, is nothing. One that never ends is given up after ``longestCommand``
  /// characters.
  ///
  /// ```swift
  /// KeyDecoder.operatingSystemCommand(after: Array("]11;rgb:ffff/ffff/ffff\u{7}".unicodeScalars))
  /// // .background(RGBColor(red: 255, green: 255, blue: 255))
  /// KeyDecoder.operatingSystemCommand(after: Array("]11;rgb:00".unicodeScalars))  // .incomplete
  /// ```
  static func operatingSystemCommand(after body: [Unicode.Scalar]) -> EscapeSequence {
    guard let last = body.last, body.count > 1 else { return .incomplete }
    let text: ArraySlice<Unicode.Scalar>
    switch last {
    case "\u{7}", "\u{9C}":
      text = body.dropFirst().dropLast()
    case "\u{1B}":
      return body.count > longestCommand ? .complete(nil) : .incomplete
    default:
      if body[body.count - 2] == "\u{1B}" {
        // ST, or another Escape that cut the command short: it ends here either way.
        guard last == "\\" else { return .complete(nil) }
        text = body.dropFirst().dropLast(2)
      } else {
        return body.count > longestCommand ? .complete(nil) : .incomplete
      }
    }
    let answer = String(String.UnicodeScalarView(text))
    return backgroundColor(answer: answer).map(EscapeSequence.background) ?? .complete(nil)
  }

  /// The colour of a terminal's answer about its background, the text between `ESC ]` and its
  /// end: `11;rgb:R/G/B`, each part one to four hex digits (`rgba:R/G/B/A` too, its alpha
  /// left out); nil for any other text.
  ///
  /// Parts are scaled to 8 bits by their own number of digits, so `rgb:f/f/f`,
  /// `rgb:ff/ff/ff` and `rgb:ffff/ffff/ffff` are all white.
  ///
  /// ```swift
  /// KeyDecoder.backgroundColor(answer: "11;rgb:1e1e/1e1e/2e2e")  // 30, 30, 46
  /// KeyDecoder.backgroundColor(answer: "10;rgb:ffff/ffff/ffff")  // nil: the foreground
  /// ```
  static func backgroundColor(answer: String) -> RGBColor? {
    guard answer.hasPrefix("11;") else { return nil }
    let spec = answer.dropFirst(3)
    let parts: [Substring]
    if spec.hasPrefix("rgb:") {
      parts = spec.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 3 else { return nil }
    } else if spec.hasPrefix("rgba:") {
      parts = spec.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 4 else { return nil }
    } else {
      return nil
    }
    let levels = parts.prefix(3).compactMap(colorLevel)
    guard levels.count == 3 else { return nil }
    return RGBColor(red: levels[0], green: levels[1], blue: levels[2])
  }

  /// A part of an `rgb:` colour, one to four hex digits, scaled to 8 bits; else nil.
  private static func colorLevel(_ part: Substring) -> UInt8? {
    guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit),
      let value = Int(part, radix: 16)
    else { return nil }
    let largest = (1 << (4 * part.count)) - 1
    return UInt8((value * 255 + largest / 2) / largest)
  }
}
