extension CodeSource {
  /// The character that the byte `first` begins, read with the bytes of UTF-8 that follow it:
  /// the character, or U+FFFD for bytes that are no UTF-8.
  ///
  /// Curses hands out bytes (`wgetch`), not characters: `wget_wch` gives up on a byte that is
  /// no UTF-8 (and on a character that a read cut in two) without saying which bytes it took,
  /// and the keys after it in that read were lost. So the bytes of a character are put
  /// together here, waiting up to ``characterByteWait`` for each: a character that arrives in
  /// two reads is one key. Bytes
  /// that are no UTF-8 read as U+FFFD, one for each maximal part of a character that is no
  /// character, as `String(decoding:as:)` reads a paste; a byte that cannot go on a character
  /// is given back to be read on its own.
  ///
  /// ```swift
  /// // The bytes E3 81 82 (あ), with E3 81 in one read and 82 in the next:
  /// source.readCharacter(from: CursesCode(value: 0xE3, isFunctionKey: false))   // "あ"
  /// // E9 then j: U+FFFD, and j is read next.
  /// ```
  func readCharacter(from first: CursesCode) -> Unicode.Scalar {
    let lead = first.value
    guard lead >= 0x80 else { return Unicode.Scalar(UInt8(lead)) }
    let (length, second) = Self.utf8Shape(lead: lead)
    guard length > 1 else { return Self.replacement }
    var value = lead & (0x7F >> length)
    for index in 1..<length {
      guard let code = nextCode(waitingMilliseconds: Self.characterByteWait) else {
        return Self.replacement
      }
      let allowed = index == 1 ? second : 0x80...0xBF
      guard !code.isFunctionKey, allowed.contains(code.value) else {
        unread([code])
        return Self.replacement
      }
      value = value << 6 | (code.value & 0x3F)
    }
    return Unicode.Scalar(value) ?? Self.replacement
  }

  /// Gives back a character read ahead, as the bytes of UTF-8 it was read from.
  func unread(_ scalar: Unicode.Scalar) {
    unread(String(scalar).utf8.map { CursesCode(value: UInt32($0), isFunctionKey: false) })
  }

  /// How long to wait for each further byte of a character that has begun, in milliseconds.
  ///
  /// Longer than a control sequence's wait (``KeyDecoder/sequenceCharacterWait``), which has to
  /// tell a key's sequence from Escape and keys typed after it: the bytes that go on with a
  /// character are never keys of their own, so waiting for them costs nothing but when the
  /// character never comes, and over a slow link its pieces may come 100 ms apart or more.
  /// Half a second, as a paste waits for its end.
  static var characterByteWait: Int32 { 500 }

  /// What stands for bytes that are no UTF-8.
  static var replacement: Unicode.Scalar { "\u{FFFD}" }

  /// How many bytes a character of UTF-8 that begins with `lead` has, and which values its
  /// second byte may take (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF);
  /// a length of 1 for a byte that begins no character.
  private static func utf8Shape(lead: UInt32) -> (length: Int, second: ClosedRange<UInt32>) {
    switch lead {
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xE1...0xEF: (3, 0x80...0xBF)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    default: (1, 0x80...0xBF)
    }
  }
}
