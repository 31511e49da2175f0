import Input

extension KeyDecoder {
  /// What the characters read after an Escape make so far.
  enum EscapeSequence: Equatable {
    /// A control sequence (`ESC [`) or SS3 sequence (`ESC O`) still missing its final
    /// character.
    case incomplete
    /// A whole sequence: the key it stands for (Alt with a character is `Key.alt(_:)`),
    /// `Key.unknown` for a key of no `Key` (the keypad's 5), or nil for a report that no key
    /// sent (a mouse or focus report, a terminal's answer to a query).
    case complete(Key?)
    /// The last character cannot be part of the sequence: what came before it was an unknown
    /// key, or a report cut short, and the character is read on its own.
    case interrupted
    /// A whole mouse report, SGR (`ESC [ <`) or X10 (`ESC [ M`), of a press or the wheel: its
    /// event, read as ``mouse(sgrButton:column:line:isRelease:)`` reads it.
    case mouse(MouseEvent)
    /// A whole answer about the terminal's background colour (`ESC ] 11 ;`): its colour, read
    /// as ``operatingSystemCommand(after:)`` reads it.
    case background(RGBColor)
    /// A whole answer to a request for the primary device attributes (DA1), `ESC [ ?`,
    /// parameters and `c`: no key.
    case attributes
  }

  /// The most characters a sequence may have after its Escape before it is given up as an
  /// unknown key.
  static let longestEscapeSequence = 32

  /// How long to wait for each further character of a control sequence that has begun, in
  /// milliseconds: a sequence that arrives in pieces, over a slow link, is still one key.
  static let sequenceCharacterWait: Int32 = 50

  /// What `body`, the characters read after an Escape, make.
  ///
  /// Terminals send keys that terminfo does not list too, such as Home and End as `ESC [1~`
  /// and `ESC [4~` in tmux with `TERM=xterm-256color`. A control sequence is `ESC [`,
  /// parameters and intermediates (`0`–`?`, space–`/`) and one final character (`@`–`~`); an
  /// SS3 sequence is `ESC O`, optional parameters and a final. Home, End, Insert, Delete, the
  /// pages, the arrows, F1 to F12 and Shift-Tab are decoded from either, with the modifiers
  /// they carry (`ESC [1;5A` is Ctrl+Up, `Key.modified(.up, .control)`); other keys, such as
  /// the keypad's 5, are `Key.unknown`. Any other
  /// character after Escape is Alt with that character's key (`Key.alt(_:)`), which lists
  /// have no use for: one key, never Escape (which goes back) and then the key. Mouse reports, focus reports
  /// and private sequences (`ESC [?`) are no key at all; a mouse report, SGR (`ESC [<`) or
  /// X10 (`ESC [M`), of a press or the wheel is its mouse event. An operating system command
  /// (`ESC ]`), a terminal's answer, is no key either, or the background colour it reports (see
  /// ``operatingSystemCommand(after:)``).
  ///
  /// ```swift
  /// KeyDecoder.escapeSequence(after: Array("[4~".unicodeScalars))     // .complete(.end)
  /// KeyDecoder.escapeSequence(after: Array("[1;5A".unicodeScalars))   // .complete(.modified(.up, .control))
  /// KeyDecoder.escapeSequence(after: Array("[15~".unicodeScalars))    // .complete(.function(5))
  /// KeyDecoder.escapeSequence(after: Array("j".unicodeScalars))       // .complete(.alt(.character("j")))
  /// KeyDecoder.escapeSequence(after: Array("[I".unicodeScalars))      // .complete(nil)
  /// KeyDecoder.escapeSequence(after: Array("[1".unicodeScalars))      // .incomplete
  /// ```
  static func escapeSequence(after body: [Unicode.Scalar]) -> EscapeSequence {
    guard let introducer = body.first else { return .incomplete }
    // An operating system command, `ESC ]`, such as an answer about the background: no key.
    if introducer == "]" { return operatingSystemCommand(after: body) }
    guard introducer == "[" || introducer == "O" else {
      return .complete(character(introducer.value).map { .alt($0) } ?? .unknown)
    }
    guard let last = body.last, body.count > 1 else { return .incomplete }
    // An X10 mouse report, `ESC [ M` and three bytes of any value (button, column, line),
    // from a terminal that ignores the SGR encoding: one report, never keys.
    if introducer == "[", body[1] == "M" { return x10MouseReport(after: body) }
    // An SGR mouse report, `ESC [ <`, its fields and `M` or `m`: an event, or no key.
    if introducer == "[", body[1] == "<" { return sgrMouseReport(after: body) }
    let value = last.value
    if (0x20...0x3F).contains(value) {
      return body.count > longestEscapeSequence ? .complete(.unknown) : .incomplete
    }
    guard (0x40...0x7E).contains(value) else { return .interrupted }
    if introducer == "[", body[1] == "?", last == "c" { return .attributes }
    let parameters = String(String.UnicodeScalarView(body.dropFirst().dropLast()))
    return .complete(
      sequenceKey(isSS3: introducer == "O", final: last, parameters: parameters))
  }

  /// The key of a whole sequence by its kind, its final character and its parameters:
  /// `Key.unknown` for a key of no `Key`, nil for a report.
  ///
  /// The modifiers are xterm's parameter (``Key/init(_:xtermModifier:)``): the second number
  /// of `ESC [1;5A` and `ESC [15;5~`, the one number of `ESC O5A`.
  private static func sequenceKey(isSS3: Bool, final: Unicode.Scalar, parameters: String) -> Key? {
    // A private sequence (`ESC [<…`, `ESC [?…`) is a report, not a key.
    guard parameters.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" })
    else { return nil }
    // Focus in and out, `ESC [I` and `ESC [O`, are reports too.
    if !isSS3, parameters.isEmpty, final == "I" || final == "O" { return nil }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard numbers.count <= 2 else { return .unknown }
    let first = numbers.first.flatMap { Int($0) }
    let second = numbers.count == 2 ? Int(numbers[1]) : 1
    switch final {
    case "~":
      guard let key = first.flatMap({ tildeKeys[$0] }), let second else { return .unknown }
      return Key(key, xtermModifier: second) ?? .unknown
    case "M" where isSS3:
      // The keypad's Enter; `ESC [M` is a mouse report.
      return .enter
    default:
      if let key = rxvtShiftedKeys[final] {
        // rxvt's Shift and Ctrl arrows: `ESC [a` is Shift+Up, `ESC Oa` Ctrl+Up.
        guard parameters.isEmpty else { return .unknown }
        return .modified(key, isSS3 ? .control : .shift)
      }
      guard let key = letterKeys[final] else { return .unknown }
      // Letters take no number, or 1 before the modifiers (`ESC [1;5A`); after `ESC O` the
      // one number is the modifiers (`ESC O5A`).
      let modifier: Int?
      if isSS3 {
        modifier = numbers.count <= 1 ? (first ?? 1) : nil
      } else {
        modifier = first == nil || first == 1 ? second : nil
      }
      // Shift+Tab is Shift-Tab whatever else it carries.
      if key == .backTab { return modifier == nil ? .unknown : .backTab }
      return modifier.flatMap { Key(key, xtermModifier: $0) } ?? .unknown
    }
  }

  /// Keys sent as `ESC [` number `~`: the VT220's, rxvt's Home and End, and the F-keys of
  /// xterm's and the Linux console's (F1 to F4 there are `ESC [[A` and on, no key here).
  static let tildeKeys: [Int: Key] = [
    1: .home, 7: .home, 4: .end, 8: .end, 2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12),
  ]

  /// Keys sent as `ESC [` or `ESC O` and a letter.
  static let letterKeys: [Unicode.Scalar: Key] = [
    "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
    "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
  ]

  /// rxvt's arrows with Shift (after `ESC [`) or Ctrl (after `ESC O`).
  static let rxvtShiftedKeys: [Unicode.Scalar: Key] = [
    "a": .up, "b": .down, "c": .right, "d": .left,
  ]

  /// Alt with a key, read as Escape before it: the key itself when it already carries Alt
  /// (`ESC ESC [1;3A`, Alt with Alt+Up, is Alt+Up).
  static func alt(_ key: Key) -> Key {
    if case .alt = key { return key }
    return .alt(key)
  }

  /// The key of a function-key code curses made for a terminfo entry's extended key, by its
  /// name: `kUP5` is Ctrl+Up, `kEND3` Alt+End, `kIC` Shift+Insert; `kUP` and `kDN`, with no
  /// number, are Shift+Up and Shift+Down (user_caps(5)); nil for the others.
  static func extendedKey(named name: String) -> Key? {
    let base = name.prefix { !("0"..."9").contains($0) }
    let digits = name.dropFirst(base.count)
    guard let key = extendedKeys[String(base)] else { return nil }
    // The name alone is the shifted key, as `kUP` and `kDC` are in xterm's entry.
    guard !digits.isEmpty else { return Key(key, xtermModifier: 2) }
    guard digits.allSatisfy({ ("0"..."9").contains($0) }), let modifier = Int(digits) else {
      return nil
    }
    return Key(key, xtermModifier: modifier)
  }

  /// The plain keys of terminfo's extended key names, without their modifier number.
  private static let extendedKeys: [String: Key] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
  ]
}
