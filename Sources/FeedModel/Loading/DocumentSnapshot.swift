/// A document as loaded so far, with its warnings and progress: what a loader hands to the
/// screen each time a part is ready.
///
/// Snapshots share everything already loaded, so making one costs little however large the
/// document.
public struct DocumentSnapshot: Sendable {
  /// The document so far.
  public var document: Document
  /// The problems found so far, at most ``DocumentBuilder/warningLimit`` of them.
  public var warnings: [DocumentWarning]
  /// The number of problems found, including any beyond those kept.
  public var warningCount: Int
  /// How much has been read.
  public var progress: LoadProgress
  /// Whether the whole input has been read.
  public var isComplete: Bool
  /// Where the document's pictures are read from, if it has any.
  public var media: (any MediaSource)?

  /// Creates a snapshot.
  public init(
    document: Document, warnings: [DocumentWarning] = [], warningCount: Int? = nil,
    progress: LoadProgress = LoadProgress(), isComplete: Bool = true,
    media: (any MediaSource)? = nil
  ) {
    self.document = document
    self.warnings = warnings
    self.warningCount = warningCount ?? warnings.count
    self.progress = progress
    self.isComplete = isComplete
    self.media = media
  }
}
