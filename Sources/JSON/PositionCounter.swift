#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts lines and columns over bytes as they go by, as ``TextPosition`` does over all of
/// them at once: lines end at line feeds, columns count Unicode scalars, and a leading byte
/// order mark is not counted.
///
/// For a streaming reader that drops the input it is done with and still names the line and
/// column of a problem in the whole input.
public struct PositionCounter: Sendable {
  private var line = 1
  private var column = 1
  private var seen = 0

  /// A counter at the start of the input.
  public init() {}

  /// Moves past some bytes.
  ///
  /// Lines are counted with `memchr`, at memory speed; scalars only after the last line feed.
  public mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    var index = 0
    if seen == 0, bytes.starts(with: JSONReader.byteOrderMark) { index = 3 }
    seen += bytes.count
    var lastLineStart: Int?
    while index < bytes.count,
      let found = memchr(base + index, 0x0A, bytes.count - index)
    {
      let offset = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
      line += 1
      index = offset + 1
      lastLineStart = index
    }
    if let lastLineStart {
      column = 1
      index = lastLineStart
    } else {
      index = seen == bytes.count && bytes.starts(with: JSONReader.byteOrderMark) ? 3 : 0
    }
    while index < bytes.count {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
  }

  /// The position reached.
  public var position: TextPosition { TextPosition(line: line, column: column) }
}
