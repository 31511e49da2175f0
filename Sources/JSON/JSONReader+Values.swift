extension JSONReader {
  /// Reads the next value, whatever its kind, as a tree.
  ///
  /// Checks it as thoroughly as ``skipValue()`` does. Repeated member names are all kept; see
  /// ``JSONValue`` for how lookups treat them.
  public mutating func readValue() throws(DecodingFailure) -> JSONValue {
    switch try peekKind() {
    case .object:
      var object = try beginObject()
      var members: [JSONValue.Member] = []
      while true {
        guard let name = try nextMemberName(in: &object) else { break }
        members.append(JSONValue.Member(name: name, value: try readValue()))
      }
      return .object(members)
    case .array:
      var array = try beginArray()
      var elements: [JSONValue] = []
      while try nextElement(in: &array) {
        elements.append(try readValue())
      }
      return .array(elements)
    case .string:
      return .string(try readString())
    case .number:
      let number = try scanNumber()
      return .number(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[number.range]), as: UTF8.self))
    case .boolean:
      return .bool(try readBoolean())
    case .null:
      try readNull()
      return .null
    }
  }

  /// Reads up to and including the `:` after the next member name and returns the name, or
  /// consumes the closing `}` and returns nil.
  public mutating func nextMemberName(
    in container: inout Container
  ) throws(DecodingFailure) -> String? {
    switch try nextKeyText(in: &container) {
    case nil: return nil
    case .input(let range)?:
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    case .scratch?: return String(decoding: scratch, as: UTF8.self)
    }
  }
}
