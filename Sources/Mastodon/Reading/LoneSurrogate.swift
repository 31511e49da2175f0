import JSON

/// The warning about a lone UTF-16 surrogate escape that a JSON reader decoded as U+FFFD.
///
/// JSON allows `"\ud800"`, though it stands for no character; the string keeps U+FFFD in its
/// place and the document opens, with a warning that says where.
enum LoneSurrogate {
  /// The warning's message for the escape at `offset` of `bytes`, placed at `position` in the
  /// whole input: `lone UTF-16 surrogate '\uD800' at 3:17; shown as U+FFFD`.
  static func message(
    escapeAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>, position: TextPosition
  ) -> String {
    // The reader checked the escape: a backslash, `u` and four hex digits, all ASCII.
    let end = min(offset + 6, bytes.count)
    let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    let shown = "\\u" + escape.dropFirst(2).uppercased()
    return "lone UTF-16 surrogate '\(shown)' at \(position); shown as U+FFFD"
  }

  /// The messages for the escapes `reader` replaced, placed in `whole`, of which the reader's
  /// bytes start at `start`.
  static func messages(
    of reader: JSONReader, in whole: UnsafeBufferPointer<UInt8>, start: Int = 0
  ) -> [String] {
    reader.replacedSurrogates.map { offset in
      message(
        escapeAt: start + offset, in: whole,
        position: TextPosition(offset: start + offset, in: whole))
    }
  }
}
