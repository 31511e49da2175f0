import FeedModel
import JSON

extension ListtuiStream {
  /// Reads members and elements from the window until it runs out, the document ends, or
  /// something is wrong.
  ///
  /// Every step starts from a checkpoint: the cursor and the place. A step that runs into the
  /// end of the window, or ends exactly there on a number (which might go on), rolls back to
  /// its checkpoint and asks for more input, unless the input has ended. A step that ends there
  /// on anything else is done: an element it handed to the builder is not read again.
  mutating func passOver(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var reader = JSONReader(bytes)
    if cursor > 0 || window.start > 0 { reader.offset = cursor }
    while true {
      let checkpoint = (offset: reader.offset, place: place)
      do {
        if try step(&reader) == false { return .finished }
        if !window.isAtEnd, reader.offset >= bytes.count, Self.mayGoOn(bytes) {
          rollBack(checkpoint, &reader)
          return .needMore
        }
        cursor = reader.offset
      } catch {
        if !window.isAtEnd, Self.ranOut(error, count: bytes.count) {
          rollBack(checkpoint, &reader)
          return .needMore
        }
        rollBack(checkpoint, &reader)
        return .failed(error)
      }
    }
  }

  /// Whether the value that ends at the end of the bytes might go on in the next block: a number
  /// might, a string, an object, an array or a literal might not.
  static func mayGoOn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = bytes.last else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
      || [
        UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
        UInt8(ascii: "E"),
      ].contains(last)
  }

  /// Whether a failure came from reaching the end of the bytes, rather than from what they say.
  static func ranOut(_ failure: DecodingFailure, count: Int) -> Bool {
    guard case .malformed(let offset, let message) = failure else { return false }
    return offset >= count || message == "unterminated string"
  }

  private mutating func rollBack(
    _ checkpoint: (offset: Int, place: Place), _ reader: inout JSONReader
  ) {
    reader.offset = checkpoint.offset
    place = checkpoint.place
    cursor = checkpoint.offset
  }

  /// Reads one member or element; returns false once the document has ended.
  private mutating func step(_ reader: inout JSONReader) throws(DecodingFailure) -> Bool {
    switch place {
    case .start:
      guard try reader.peekKind() == .object else {
        throw .invalid(
          path: nil, message: "expected an object, found \(try reader.peekKind().phrase)")
      }
      place = .members(try reader.beginObject())
    case .members(var object):
      let memberName = try reader.nextMemberName(in: &object)
      let key = memberName.map { name in
        DocumentDecoder.DocumentField.allCases.first { "\($0.name)" == name }
          .map(JSONKey.known) ?? .unknown
      }
      place = .members(object)
      if case .unknown? = key, let memberName { warnIfMisspelled(memberName) }
      switch key {
      case nil:
        if membersSeen == .others, shapeError == nil {
          // Some other JSON object (a package.json): no document, rather than an empty one.
          throw .invalid(path: nil, message: DocumentError.unrecognized(file: name).message)
        }
        place = .end
      case .unknown?:
        if membersSeen == .none { membersSeen = .others }
        try reader.skipValue()
      case .known(let field)?:
        membersSeen = .documents
        try member(field, &reader, object)
      }
    case .array(let field, var array, let index):
      guard try reader.nextElement(in: &array) else {
        place = .members(try containerAfterArray())
        return true
      }
      if index & 0xFF == 0 {
        builder.noteProgress(bytesRead: window.start + reader.offset, totalBytes: window.totalBytes)
      }
      try element(field, index, &reader)
      place = .array(field, array, index: index + 1)
    case .end:
      try reader.finish()
      return false
    }
    return true
  }

  /// The top-level object's container, back from an array member.
  private func containerAfterArray() throws(DecodingFailure) -> JSONReader.Container {
    guard case .array = place else { throw .invalid(path: nil, message: "internal state") }
    return outerObject
  }

  /// Reads a member of the top-level object, or enters it when it is an array.
  private mutating func member(
    _ field: DocumentDecoder.DocumentField, _ reader: inout JSONReader,
    _ object: JSONReader.Container
  ) throws(DecodingFailure) {
    var decoder = DocumentDecoder(reader.bytes, offset: reader.offset, path: path(field))
    defer { reader.offset = decoder.reader.offset }
    if shapeError != nil {
      // After a shape error only syntax is checked: arrays are still entered, one element at a
      // time, so a long one needs no more memory than a short one.
      if field.isArray, try decoder.reader.peekKind() == .array {
        outerObject = object
        place = .array(field, try decoder.reader.beginArray(), index: 0)
      } else {
        try decoder.reader.skipValue()
      }
      return
    }
    switch field {
    case .me:
      builder.me = try decoder.decodeOptionalString().map { UserID($0) }
      for warning in warnings(of: &decoder) { builder.warn(warning.place, warning.message) }
    case .history:
      builder.history = try decoder.decodeUserIDs()
      for warning in warnings(of: &decoder) { builder.warn(warning.place, warning.message) }
    case .users, .feed, .promos:
      let kind = try decoder.reader.peekKind()
      if kind == .null {
        try decoder.reader.readNull()
        return
      }
      guard kind == .array else { throw decoder.invalid("expected an array, found \(kind.phrase)") }
      outerObject = object
      place = .array(field, try decoder.reader.beginArray(), index: 0)
    }
  }

  /// Reads one element of an array member into the builder; only checks it after a shape
  /// error.
  private mutating func element(
    _ field: DocumentDecoder.DocumentField, _ index: Int, _ reader: inout JSONReader
  ) throws(DecodingFailure) {
    if shapeError != nil {
      try reader.skipValue()
      return
    }
    var elementPath = path(field)
    elementPath.push(.index(index))
    var decoder = DocumentDecoder(reader.bytes, offset: reader.offset, path: elementPath)
    decoder.unknownNames = unknownNames
    defer { reader.offset = decoder.reader.offset }
    switch field {
    case .users:
      let user = try decoder.decodeUser()
      unknownNames.record(decoder.namesChecked)
      let found = warnings(of: &decoder)
      if !found.isEmpty {
        // A repeated id is dropped: the user of that id is another's.
        let subject: WarningSubject? = builder.user(user.id) == nil ? .user(user.id) : nil
        for warning in found { builder.warn(warning.place, warning.message, about: subject) }
      }
      builder.addUser(user, place: "users[\(index)]")
    case .feed:
      let builder = self.builder
      try decoder.decodeEntry(into: &draft) { builder.willAddEntry(id: $0) }
      unknownNames.record(decoder.namesChecked)
      addEntry(index: index, warnings: warnings(of: &decoder))
      builder.publishIfDue()
    case .promos:
      var given = true
      let promo = try decoder.decodePromo(positionGiven: &given)
      unknownNames.record(decoder.namesChecked)
      for warning in warnings(of: &decoder) { builder.warn(warning.place, warning.message) }
      builder.addPromo(promo, place: "promos[\(index)]", positionGiven: given)
    case .me, .history:
      try decoder.reader.skipValue()
    }
  }

  /// The path of a top-level member.
  private func path(_ field: DocumentDecoder.DocumentField) -> DecodingPath {
    var path = DecodingPath()
    path.push(.key(field.name))
    return path
  }

  /// Warns of a top-level member that is a near miss of one of the document's own (`feeds`),
  /// once for each name.
  private mutating func warnIfMisspelled(_ member: String) {
    let names = DocumentDecoder.DocumentField.allCases.map { "\($0.name)" }
    guard let meant = MemberSuggestion.suggestion(for: member, among: names),
      misspellings.insert(member).inserted
    else { return }
    builder.warn(
      "", "unknown member \(member.quotedForMessage) (did you mean \(meant.quotedForMessage)?)")
  }
}
