/// The code paths a fuzzer drives, one per input kind, each named as on the command line.
///
/// ```swift
/// let outcome = FuzzTarget.document.run(Array(#"{"feed": []}"#.utf8))
/// print(outcome)  // accepted: 0 entries, 40x12
/// ```
public enum FuzzTarget: String, CaseIterable, Hashable, Sendable {
  /// A whole document loaded and browsed: ``DocumentTarget``.
  case document
  /// An image decoded and drawn as symbols: ``PictureTarget``.
  case picture
  /// Mastodon's HTML converted to text and wrapped: ``HTMLTarget``.
  case html
  /// A zip, tar.gz or tar opened and its members read: ``ArchiveTarget``.
  case archive

  /// Runs one input through the target; never traps on any input.
  public func run(_ bytes: [UInt8]) -> FuzzOutcome {
    switch self {
    case .document: DocumentTarget.run(bytes)
    case .picture: PictureTarget.run(bytes)
    case .html: HTMLTarget.run(bytes)
    case .archive: ArchiveTarget.run(bytes)
    }
  }
}
