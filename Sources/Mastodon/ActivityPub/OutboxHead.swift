import FeedModel
import JSON

/// The first bytes of an outbox, looked at while the rest is still inflating: an archive member
/// of a gigabyte that is no JSON object fails on its first part, not once it is whole.
enum OutboxHead {
  /// The error the whole outbox would fail with, when its first bytes already show it: the
  /// first byte after a byte order mark and blank space is not the `{` of an object, so the
  /// outbox fails there (`outbox.json:1:1: malformed JSON: expected a value`); nil when they
  /// start an object, or are blank so far.
  ///
  /// - Parameters:
  ///   - file: the input's display name, for errors.
  ///   - member: the member's name inside an archive, for error places; `nil` for a file.
  static func failure(
    _ head: UnsafeRawBufferPointer, file: String, member: String?
  ) -> DocumentError? {
    let bytes = head.assumingMemoryBound(to: UInt8.self)
    var reader = JSONReader(bytes)
    reader.skipWhitespace()
    guard reader.offset < bytes.count, bytes[reader.offset] != UInt8(ascii: "{") else {
      return nil
    }
    // The scan of a value that is no object stops at its first byte, with the whole's error.
    guard let failure = OutboxScanner.scan(bytes).failure else { return nil }
    return DocumentError(failure, in: bytes, file: file, member: member)
  }
}
