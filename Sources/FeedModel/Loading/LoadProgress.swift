/// How far the loading of a document has got.
public struct LoadProgress: Hashable, Sendable {
  /// The entries loaded so far.
  public var entries: Int
  /// The input's bytes read so far.
  public var bytesRead: Int
  /// The input's size, when known (a file; not a pipe).
  public var totalBytes: Int?

  /// Creates a progress report.
  public init(entries: Int = 0, bytesRead: Int = 0, totalBytes: Int? = nil) {
    self.entries = entries
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// The share of the input read, from 0 to 100, when the size is known.
  public var percent: Int? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(100, bytesRead * 100 / totalBytes)
  }
}
