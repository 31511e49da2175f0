import FeedModel
import JSON

/// Decodes the parts of a document straight from JSON bytes into the model, without a generic
/// tree.
///
/// Shape problems are thrown as ``DecodingFailure/invalid(path:message:)`` with the path to the
/// offending value; syntax problems as ``DecodingFailure/malformed(offset:message:)``.
struct DocumentDecoder {
  var reader: JSONReader
  var path = DecodingPath()
  /// Problems recovered from, with their paths, for the reader to report.
  var warnings: [DocumentWarning] = []
  /// The lone UTF-16 surrogate escapes the reader replaced with U+FFFD, each with its offset
  /// in the bytes and the path of the value it is in, for the reader to report (see
  /// ``noteSurrogates()``).
  var surrogates: [(offset: Int, place: String)] = []
  /// The unknown member names looked at before, for warning of misspellings once; none when
  /// nil.
  var unknownNames: UnknownMemberNames?
  /// The unknown member names this decoder looked at, for the reader to record in
  /// ``unknownNames`` once the value is read whole.
  var namesChecked: [UnknownMemberNames.Key] = []

  /// Creates a decoder at an offset of `bytes`, with the path of the value there.
  init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int, path: DecodingPath) {
    reader = JSONReader(bytes)
    if offset > 0 { reader.offset = offset }
    self.path = path
  }

  // MARK: - Shapes

  /// Reads an object, calling `member` for each expected field with the path set to it, and
  /// skipping all others, with a warning for a near miss of an expected one (see
  /// ``noteUnknownMember(_:of:)``).
  mutating func decodeObject<Field: JSONField>(
    _ fields: Field.Type,
    _ member: (inout DocumentDecoder, Field) throws(DecodingFailure) -> Void
  ) throws(DecodingFailure) {
    try expect(.object, "an object")
    var object = try reader.beginObject()
    while let name = try reader.nextKeyText(in: &object) {
      let key: JSONKey<Field> =
        switch name {
        case .input(let range): JSONReader.match(UnsafeBufferPointer(rebasing: reader.bytes[range]))
        case .scratch: reader.scratch.withUnsafeBufferPointer { JSONReader.match($0) }
        }
      switch key {
      case .known(let field):
        path.push(.key(field.name))
        try member(&self, field)
        noteSurrogates()
        path.pop()
      case .unknown:
        if unknownNames != nil { noteUnknownMember(memberName(name), of: Field.self) }
        try reader.skipValue()
      }
    }
  }

  /// Reads an array, or `null` as an empty array, decoding each element with its index in the
  /// path.
  mutating func decodeArray<Element>(
    _ element: (inout DocumentDecoder) throws(DecodingFailure) -> Element
  ) throws(DecodingFailure) -> [Element] {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return []
    }
    try expect(.array, "an array")
    var array = try reader.beginArray()
    var elements: [Element] = []
    var index = 0
    while try reader.nextElement(in: &array) {
      path.push(.index(index))
      elements.append(try element(&self))
      path.pop()
      index += 1
    }
    return elements
  }

  /// Reads a string, which must be present and not `null`.
  mutating func decodeString() throws(DecodingFailure) -> String {
    try expect(.string, "a string")
    return try reader.readString()
  }

  /// Reads a string, or `null` as `nil`.
  mutating func decodeOptionalString() throws(DecodingFailure) -> String? {
    if try reader.peekKind() == .null {
      try reader.readNull()
      return nil
    }
    return try decodeString()
  }

  /// Reads a user id, which must be a string.
  mutating func decodeUserID() throws(DecodingFailure) -> UserID {
    UserID(try decodeString())
  }

  /// Reads an array of user ids.
  mutating func decodeUserIDs() throws(DecodingFailure) -> [UserID] {
    try decodeArray { element throws(DecodingFailure) in try element.decodeUserID() }
  }

  /// Notes the lone surrogate escapes the reader replaced since the last note as in the value
  /// at the current path: called as each member is read, so that each is placed in the
  /// innermost member holding it, such as `feed[3].comment`.
  mutating func noteSurrogates() {
    guard reader.replacedSurrogates.count > surrogates.count else { return }
    let place = path.text ?? ""
    for offset in reader.replacedSurrogates[surrogates.count...] {
      surrogates.append((offset, place))
    }
  }

  // MARK: - Failures

  /// Throws unless the next value is of `kind`; `expectation` names it in the message.
  mutating func expect(
    _ kind: JSONValueKind, _ expectation: String
  ) throws(DecodingFailure) {
    let found = try reader.peekKind()
    guard found == kind else { throw invalid("expected \(expectation), found \(found.phrase)") }
  }

  /// An invalid-document failure at the current path.
  func invalid(_ message: String) -> DecodingFailure {
    .invalid(path: path.text, message: message)
  }

  /// The failure for a required member missing from the object at the current path.
  func missing(_ field: StaticString) -> DecodingFailure {
    invalid("missing required field \"\(field)\"")
  }
}
