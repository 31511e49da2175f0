/// The document the screens show, which may still be loading.
///
/// A loader that delivers a document in parts hands each larger version to
/// ``AppShell/update(document:warnings:isLoading:)``; every open screen then applies it as a
/// diffed update, so rows appear without the selection or the scroll position jumping.
public final class DocumentState {
  /// The document as loaded so far.
  public private(set) var document: Document
  /// The problems found so far.
  public private(set) var warnings: [DocumentWarning]
  /// Whether more of the document is still to come.
  public private(set) var isLoading: Bool

  /// Creates the state of a document, complete unless `isLoading`.
  public init(document: Document, warnings: [DocumentWarning] = [], isLoading: Bool = false) {
    self.document = document
    self.warnings = warnings
    self.isLoading = isLoading
  }

  /// Replaces the document with a newer version of it.
  func update(document: Document, warnings: [DocumentWarning], isLoading: Bool) {
    self.document = document
    self.warnings = warnings
    self.isLoading = isLoading
  }
}
