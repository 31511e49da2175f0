extension DocumentLoader {
  /// The encoding of a text that is JSON in UTF-16 or UTF-32, which the app does not read, as
  /// `iconv` names it: by its byte order mark, or, with none, by the zero bytes beside a
  /// document's first `{` or `[`; nil for any other bytes.
  static func wideEncoding(of bytes: some Collection<UInt8>) -> String? {
    let head = Array(bytes.prefix(4))
    if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
    if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
    if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
    if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
    guard head.count == 4 else { return nil }
    let opening: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "[")]
    if opening.contains(head[0]), head[1] == 0, head[3] == 0 { return "UTF-16LE" }
    if head[0] == 0, opening.contains(head[1]), head[2] == 0 { return "UTF-16BE" }
    return nil
  }
}
