/// Where a ``ByteInput`` made with ``ByteInput/init(source:name:)`` gets its bytes: a
/// decompressor over another input, say.
///
/// A source is owned by its input and read on that input's thread.
public protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes into the start of `buffer`; returns how many, 0 at the
  /// end.
  ///
  /// - Throws: ``DocumentError`` when the bytes cannot be read or are not what they should be.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(DocumentError) -> Int

  /// Whether the next read would wait for bytes that have not arrived yet (see
  /// ``ByteInput/wouldWait``).
  var wouldWait: Bool { get }
}
