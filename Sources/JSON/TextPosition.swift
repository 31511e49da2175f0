/// A 1-based line and column in JSON text, for messages such as `3:14`.
///
/// Lines end at line feeds. Columns count Unicode scalars, not bytes; a leading byte order
/// mark is not counted.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// A position from its line and column, both from 1.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of the byte at `offset` in `bytes`, which must be valid UTF-8 before it.
  public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(offset, bytes.count)
    var line = 1
    let markLength =
      bytes.starts(with: JSONReader.byteOrderMark) ? JSONReader.byteOrderMark.count : 0
    var lineStart = min(markLength, end)
    var index = lineStart
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    for byte in bytes[lineStart..<end] where byte & 0xC0 != 0x80 {
      column += 1
    }
    self.line = line
    self.column = column
  }

  /// The position as `line:column`.
  public var description: String { "\(line):\(column)" }
}
