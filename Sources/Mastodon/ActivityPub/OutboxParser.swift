import FeedModel
import JSON

/// Reads an ActivityStreams `OrderedCollection` of activities (Mastodon's `outbox.json`).
///
/// The top-level object is read member by member and `orderedItems` element by element, each
/// as a small tree, so memory holds one activity's tree at a time beside the posts. When
/// `orderedItems` occurs twice (some exports write an empty one first), the last one wins, as
/// for any repeated key. `totalItems` is not trusted: the items are counted.
enum OutboxParser {
  /// The outbox in `bytes`.
  ///
  /// - Parameters:
  ///   - file: the input's display name, for errors.
  ///   - member: the member's name inside an archive, for error places; `nil` for a file.
  /// - Throws: ``DocumentError`` for malformed JSON (with `line:column`) or a top-level value
  ///   that is not an object.
  static func parse(_ bytes: [UInt8], file: String, member: String?) throws(DocumentError) -> Outbox
  {
    let result = bytes.withUnsafeBufferPointer { parse($0) }
    switch result {
    case .success(let outbox):
      return outbox
    case .failure(let failure):
      throw bytes.withUnsafeBufferPointer {
        DocumentError(failure, in: $0, file: file, member: member)
      }
    }
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Outbox, DecodingFailure>
  {
    var reader = JSONReader(bytes)
    var outbox = Outbox()
    do throws(DecodingFailure) {
      let kind = try reader.peekKind()
      guard kind == .object else {
        throw DecodingFailure.invalid(
          path: nil, message: "expected an object (an OrderedCollection), found \(kind.phrase)")
      }
      var object = try reader.beginObject()
      while let name = try reader.nextMemberName(in: &object) {
        guard name == "orderedItems", try reader.peekKind() == .array else {
          try reader.skipValue()
          continue
        }
        let firstActor = outbox.firstActor
        outbox = Outbox()
        outbox.firstActor = firstActor
        var array = try reader.beginArray()
        var index = 0
        while try reader.nextElement(in: &array) {
          let item = try reader.readValue()
          ActivityParser.add(item, index: index, to: &outbox)
          index += 1
        }
      }
      try reader.finish()
      return .success(outbox)
    } catch {
      return .failure(JSONReader.firstSyntaxError(in: bytes) ?? error)
    }
  }
}

extension DocumentError {
  /// The error for a JSON failure in `bytes`: `line:column` for malformed JSON, the path for a
  /// wrong shape, each after the member's name when the JSON is an archive member.
  init(
    _ failure: DecodingFailure, in bytes: UnsafeBufferPointer<UInt8>, file: String,
    member: String?
  ) {
    switch failure {
    case .malformed(let offset, let message):
      let position = TextPosition(offset: offset, in: bytes).description
      let place = member.map { "\($0):\(position)" } ?? position
      self.init(kind: .malformed, file: file, place: place, message: message)
    case .invalid(let path, let message):
      let place = [member, path].compactMap { $0 }.joined(separator: ": ")
      self.init(kind: .invalid, file: file, place: place.isEmpty ? nil : place, message: message)
    }
  }
}
