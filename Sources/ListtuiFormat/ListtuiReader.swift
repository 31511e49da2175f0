import FeedModel
import JSON

/// Reads the listtui JSON format from an input as it arrives, into a document builder that
/// hands the screen a part as soon as a screenful is in.
///
/// The top-level object and its arrays are read one member and one element at a time, so the
/// first entries show while the rest is still being read, and memory stays near one block of
/// input beyond what the document itself needs. Malformed JSON stops the reading with the line
/// and column of the problem; a value of the wrong shape with its path. A syntax error
/// anywhere outranks a shape error found earlier, so the rest is checked before a shape error
/// is reported.
///
/// ```swift
/// let builder = DocumentBuilder { snapshot in show(snapshot) }
/// try ListtuiReader.read(try ByteInput.file(path: "feed.json"), into: builder)
/// let document = builder.finish().document
/// ```
public enum ListtuiReader {
  /// Reads a whole document into a builder, publishing parts as they are ready; the caller
  /// finishes the builder.
  ///
  /// - Throws: ``DocumentError`` for input that cannot be read, malformed JSON, or a value of
  ///   the wrong shape.
  public static func read(_ input: ByteInput, into builder: DocumentBuilder) throws(DocumentError) {
    try read(input, into: builder, blockSize: 1 << 20)
  }

  /// Reads a document as ``read(_:into:)`` does, `blockSize` bytes at a time at least: tests read
  /// in small blocks to try every place a block can end.
  static func read(
    _ input: ByteInput, into builder: DocumentBuilder, blockSize: Int
  ) throws(DocumentError) {
    builder.warnsAboutUnknownLinks = true
    var stream = ListtuiStream(input: input, builder: builder, blockSize: blockSize)
    try stream.run()
  }

  /// Whether bytes look like the start of a listtui document: a JSON object whose first member
  /// is one of the format's own (`me`, `users`, `history`, `feed`, `promos`), or an empty object.
  public static func recognizes(_ prefix: [UInt8]) -> Bool {
    var found = false
    prefix.withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes)
      guard (try? reader.peekKind()) == .object, var object = try? reader.beginObject() else {
        return
      }
      do {
        switch try reader.nextKey(in: &object, as: DocumentDecoder.DocumentField.self) {
        case .known?, nil: found = true
        case .unknown?: found = false
        }
      } catch {
        found = false
      }
    }
    return found
  }
}
