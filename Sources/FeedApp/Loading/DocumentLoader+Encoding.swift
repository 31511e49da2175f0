extension DocumentLoader {
  /// The encoding of a text that is JSON in UTF-16 or UTF-32, which the app does not read, as
  /// `iconv` names it: by its byte order mark, or, with none, by the zero bytes among its first
  /// four; nil for any other bytes.
  ///
  /// Without a mark, the pattern of zero bytes tells the four apart (RFC 4627, section 3), the
  /// first other byte being one a document may begin with (`{`, `[` or blank space), and the
  /// second, in UTF-16, ASCII:
  /// `00 00 00 xx` is UTF-32BE, `00 xx 00 xx` UTF-16BE, `xx 00 00 00` UTF-32LE and
  /// `xx 00 xx 00` UTF-16LE.
  static func wideEncoding(of bytes: some Collection<UInt8>) -> String? {
    let head = Array(bytes.prefix(4))
    if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
    if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
    if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
    if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
    guard head.count == 4 else { return nil }
    let opening: Set<UInt8> = [
      UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: " "), UInt8(ascii: "\t"),
      UInt8(ascii: "\n"), UInt8(ascii: "\r"),
    ]
    // Which of the four bytes are zero, and the first that is not, which opens the document.
    let zeros = head.map { $0 == 0 }
    guard let first = head.first(where: { $0 != 0 }), opening.contains(first) else { return nil }
    switch (zeros[0], zeros[1], zeros[2], zeros[3]) {
    case (true, true, true, false): return "UTF-32BE"
    case (true, false, true, false) where head[3] < 0x80: return "UTF-16BE"
    case (false, true, true, true): return "UTF-32LE"
    case (false, true, false, true) where head[2] < 0x80: return "UTF-16LE"
    default: return nil
    }
  }
}
