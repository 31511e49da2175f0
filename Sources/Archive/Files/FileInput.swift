/// Compressed input read from a file in chunks, up to a fixed end offset.
///
/// Owned by one read at a time; not `Sendable`.
final class FileInput {
  private let file: ReadOnlyFile
  private let end: Int
  private let buffer: UnsafeMutableRawBufferPointer
  private var start = 0
  private var count = 0
  private var nextOffset: Int

  /// Bytes read per refill.
  static let chunkSize = 256 << 10

  /// Input from `offset` of `file` up to `end` (the file's size when `nil`).
  init(_ file: ReadOnlyFile, from offset: Int, to end: Int? = nil) {
    self.file = file
    self.end = end ?? file.size
    self.nextOffset = offset
    buffer = .allocate(byteCount: Self.chunkSize, alignment: 16)
  }

  deinit { buffer.deallocate() }

  /// The file offset of the next unconsumed byte.
  var position: Int { nextOffset - (count - start) }

  /// The unconsumed bytes in hand, refilled from the file when none are left; empty at the
  /// end offset.
  ///
  /// - Throws: ``ArchiveError/Kind/cannotOpen`` naming `member` when the system fails.
  func available(member: String?) throws(ArchiveError) -> UnsafeRawBufferPointer {
    if start == count {
      let wanted = max(0, min(Self.chunkSize, end - nextOffset))
      let read = file.read(
        at: nextOffset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
      if read < 0 { throw .system(archive: file.name, member: member, code: Int32(-read)) }
      start = 0
      count = read
      nextOffset += read
    }
    return UnsafeRawBufferPointer(rebasing: buffer[start..<count])
  }

  /// Marks `bytes` of the input in hand as consumed.
  func consume(_ bytes: Int) {
    start = min(count, start + bytes)
  }

  /// Drops the input in hand and continues from `offset`.
  func seek(to offset: Int) {
    start = 0
    count = 0
    nextOffset = offset
  }
}
