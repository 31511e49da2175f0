/// Why a ``GzipStream`` cannot be inflated, and where in its compressed bytes.
///
/// Its ``message`` names no file; the caller puts the file's name before it:
///
/// ```text
/// timeline.json.gz: corrupt gzip data at compressed byte 1234 (invalid block type)
/// timeline.json.gz: truncated gzip data (it ends at compressed byte 5678, inside a member)
/// ```
public struct GzipFailure: Error, Hashable, Sendable {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The bytes are not gzip data, or not whole: a bad header, a bad block, a CRC-32 or
    /// length that does not match, or bytes after the last member that start none.
    case corrupt
    /// The input ends inside a member.
    case truncated
  }

  /// What went wrong.
  public var kind: Kind
  /// Where it was found: the compressed bytes consumed by then, from the start of the stream
  /// (zlib reads a few bytes ahead of the one at fault), or all of them when the input ends.
  public var offset: Int
  /// zlib's reason, such as `invalid block type` or `incorrect data check`; empty for a
  /// truncated stream.
  public var reason: String

  /// The stream is corrupt at `offset`, for `reason`.
  static func corrupt(at offset: Int, reason: String) -> GzipFailure {
    GzipFailure(kind: .corrupt, offset: offset, reason: reason)
  }

  /// The stream ends at `offset`, inside a member.
  static func truncated(at offset: Int) -> GzipFailure {
    GzipFailure(kind: .truncated, offset: offset, reason: "")
  }

  /// The message for the file this stream is: `corrupt gzip data at compressed byte 1234
  /// (invalid block type)`.
  public var message: String {
    switch kind {
    case .corrupt: "corrupt gzip data at compressed byte \(offset) (\(reason))"
    case .truncated: "truncated gzip data (it ends at compressed byte \(offset), inside a member)"
    }
  }
}
