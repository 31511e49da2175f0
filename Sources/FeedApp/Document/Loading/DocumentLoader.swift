/// Loads a ``Document`` from a file, standard input or text, checking it fully.
///
/// Malformed JSON and values of the wrong shape fail with a ``DocumentError``; problems that
/// leave the rest usable, such as a feed entry by an unknown user, are recovered from and
/// reported as ``LoadedDocument/warnings``.
///
/// ```swift
/// do {
///   let loaded = try DocumentLoader().load(.file(path: "feed.json"))
///   for warning in loaded.warnings { print("feed.json: warning: \(warning)") }
/// } catch {
///   print(error)  // feed.json:3:14: malformed JSON: expected ',' or '}' after an object member
///   exit(error.exitStatus)
/// }
/// ```
///
/// The JSON is read by a parser of its own, straight from UTF-8 bytes into the model.
public struct DocumentLoader: Sendable {
  /// Creates a loader.
  public init() {}

  /// Reads and decodes the document from `source`.
  public func load(_ source: DocumentSource) throws(DocumentError) -> LoadedDocument {
    let name = source.displayName
    switch source {
    case .file(let path):
      let bytes = try Self.readFile(atPath: path)
      return try load(bytes: bytes, name: name)
    case .standardInput:
      let bytes = try Self.readStandardInput()
      return try load(bytes: bytes, name: name)
    case .text(var text, _):
      let result = text.withUTF8 { load(bytes: $0, name: name) }
      return try result.get()
    }
  }

  /// Decodes the document in `bytes`; `name` is used in error messages.
  func load(bytes: [UInt8], name: String) throws(DocumentError) -> LoadedDocument {
    try bytes.withUnsafeBufferPointer { load(bytes: $0, name: name) }.get()
  }

  /// Decodes the document in `bytes`, returning the failure rather than throwing it.
  func load(
    bytes: UnsafeBufferPointer<UInt8>, name: String
  ) -> Result<LoadedDocument, DocumentError> {
    var decoder = DocumentDecoder(bytes)
    do {
      let raw = try decoder.decodeDocument()
      return .success(DocumentResolver.resolve(raw))
    } catch {
      // A syntax error anywhere outranks a shape error found earlier in the text.
      let failure = JSONReader.firstSyntaxError(in: bytes) ?? error
      switch failure {
      case .malformed(let offset, let message):
        let place = TextPosition(offset: offset, in: bytes).description
        return .failure(
          DocumentError(kind: .malformed, file: name, place: place, message: message))
      case .invalid(let path, let message):
        return .failure(DocumentError(kind: .invalid, file: name, place: path, message: message))
      }
    }
  }
}
