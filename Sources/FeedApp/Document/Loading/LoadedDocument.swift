/// A document together with the problems the loader recovered from.
public struct LoadedDocument: Sendable {
  /// The document, holding everything valid in the input.
  public var document: Document
  /// The recoverable problems, in the order of the document's parts: `me`, `users`, `history`,
  /// `feed`, `promos`, each in document order.
  public var warnings: [DocumentWarning]

  /// Creates a loaded document.
  public init(document: Document, warnings: [DocumentWarning] = []) {
    self.document = document
    self.warnings = warnings
  }
}
