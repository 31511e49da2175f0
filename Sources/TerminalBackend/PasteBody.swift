/// The bytes of one bracketed paste as they arrive, read in whole chunks up to the end marker.
///
/// A paste is read from the terminal in chunks of up to 64 KB, not a character at a time
/// through curses, whose every read costs a `poll` and a one-byte `read`: a megabyte took
/// seconds. The end marker is found across chunks; the first ``BracketedPaste/limit`` code
/// points are kept and the rest dropped; what a chunk held after the marker is ``leftover``,
/// to be read as keys.
///
/// ```swift
/// var body = PasteBody()
/// body.append(Array("soba\u{1B}[20".utf8))
/// body.append(Array("1~j".utf8))
/// body.isComplete  // true
/// body.text        // "soba"
/// body.leftover    // [0x6A], "j"
/// ```
struct PasteBody {
  /// The end marker's bytes.
  private static let marker = Array(BracketedPaste.endMarker.utf8)

  /// The most code points kept.
  let limit: Int
  /// The bytes kept, of at most `limit` code points.
  private(set) var bytes: [UInt8] = []
  /// The code points kept so far.
  private var scalars = 0
  /// Whether the code point being read is beyond the limit, its bytes dropped.
  private var isDropping = false
  /// How many bytes of the end marker the last bytes matched, held back until it is told
  /// whether they are the marker.
  private var matched = 0
  /// Whether the end marker has come.
  private(set) var isComplete = false
  /// What came after the end marker in the chunk that held it.
  private(set) var leftover: [UInt8] = []

  /// A paste of up to `limit` code points.
  init(limit: Int = BracketedPaste.limit) {
    self.limit = limit
  }

  /// The text kept, with its line breaks as LF (see ``BracketedPaste/text(_:)``).
  var text: String {
    BracketedPaste.text(String(decoding: bytes, as: UTF8.self).unicodeScalars)
  }

  /// Takes in a chunk of what the terminal sent; once the end marker has come, the rest of the
  /// chunk is ``leftover``.
  mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
    for index in chunk.indices {
      guard !isComplete else {
        leftover.append(contentsOf: chunk[index...])
        return
      }
      let byte = chunk[index]
      if byte == Self.marker[matched] {
        matched += 1
        if matched == Self.marker.count { isComplete = true }
        continue
      }
      // Not the marker after all: what was held back is text, and the byte may begin it.
      if matched > 0 {
        for held in Self.marker[..<matched] { keep(held) }
        matched = 0
        if byte == Self.marker[0] {
          matched = 1
          continue
        }
      }
      keep(byte)
    }
  }

  /// Takes in bytes, as ``append(_:)-(UnsafeBufferPointer<UInt8>)`` does.
  mutating func append(_ chunk: [UInt8]) {
    chunk.withUnsafeBufferPointer { append($0) }
  }

  /// Keeps a byte of the text while its code point is within the limit.
  private mutating func keep(_ byte: UInt8) {
    // A UTF-8 continuation byte belongs to the code point before it.
    if byte & 0xC0 != 0x80 {
      scalars += 1
      isDropping = scalars > limit
    }
    if !isDropping { bytes.append(byte) }
  }
}
