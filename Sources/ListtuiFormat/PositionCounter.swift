import JSON

/// Counts lines and columns over bytes as they go by, as ``JSON/TextPosition`` does over all
/// of them at once: lines end at line feeds, columns count Unicode scalars, and a leading byte
/// order mark is not counted.
struct PositionCounter {
  private var line = 1
  private var column = 1
  private var seen = 0

  /// Moves past some bytes.
  mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    if seen == 0, bytes.starts(with: JSONReader.byteOrderMark) { index = 3 }
    seen += bytes.count
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
  }

  /// The position reached.
  var position: TextPosition { TextPosition(line: line, column: column) }
}
