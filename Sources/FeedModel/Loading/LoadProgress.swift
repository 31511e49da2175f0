/// How far the loading of a document has got.
public struct LoadProgress: Hashable, Sendable {
  /// What the loader is reading, which says what the bytes count.
  public enum Phase: Hashable, Sendable {
    /// The entries: the bytes are the input's, or those of the part holding the entries (an
    /// archive's outbox).
    case entries
    /// An archive's table of contents: the bytes are the archive file's, read to find its
    /// members (a tar.gz is inflated whole for it).
    case archive
    /// A piped archive, copied before it can be read: the bytes copied so far.
    case copy
    /// An archive's outbox, scanned for its posts before they are read: the outbox's bytes.
    case outbox
  }

  /// What is being read.
  public var phase: Phase
  /// The entries loaded so far.
  public var entries: Int
  /// The bytes read so far.
  public var bytesRead: Int
  /// How many bytes there are to read, when known (a file; not a pipe).
  public var totalBytes: Int?

  /// Creates a progress report.
  public init(
    phase: Phase = .entries, entries: Int = 0, bytesRead: Int = 0, totalBytes: Int? = nil
  ) {
    self.phase = phase
    self.entries = entries
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// The share of the bytes read, from 0 to 100, when their total is known.
  public var percent: Int? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(100, bytesRead * 100 / totalBytes)
  }
}
