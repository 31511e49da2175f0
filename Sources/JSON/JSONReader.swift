/// A pull reader over the UTF-8 bytes of a JSON text, which checks every byte it passes.
///
/// The caller asks for the next value's kind, then reads or skips it, so a decoder can build its
/// model straight from the bytes without an intermediate tree. Problems are thrown as
/// ``DecodingFailure/malformed(offset:message:)`` with the byte offset of the offending byte.
///
/// ```swift
/// var reader = JSONReader(bytes)
/// var object = try reader.beginObject()
/// while let key = try reader.nextKey(in: &object, as: NoFields.self) {
///   try reader.skipValue()
/// }
/// try reader.finish()
/// ```
public struct JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512
  /// The UTF-8 byte order mark, skipped at the start of the input.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The whole input.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  public var offset: Int
  /// Decoded bytes of the last string that had escapes.
  public var scratch: [UInt8] = []
  /// The offsets of the `\u` escapes of lone UTF-16 surrogates in the strings decoded so far,
  /// each decoded as U+FFFD, in order; the caller warns about them and may empty the list.
  ///
  /// JSON allows such an escape (`"\ud800"`), though it stands for no character; Unicode
  /// text cannot hold it. A string value only checked, not decoded (as ``skipValue()`` skips
  /// one), adds none; member names are always decoded.
  public var replacedSurrogates: [Int] = []
  private var depth = 0

  /// Creates a reader at the start of `bytes`, past a byte order mark if there is one.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.offset = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
  }

  /// A reader that resumes inside containers already entered: at `offset` of `bytes`, `depth`
  /// arrays and objects deep, as a streaming reader does over each new window of its input, so
  /// that nesting is still counted from the top of the document.
  public init(_ bytes: UnsafeBufferPointer<UInt8>, resumingAt offset: Int, depth: Int) {
    self.bytes = bytes
    self.offset = offset
    self.depth = depth
  }

  /// A progress marker for a container being read, from `beginObject` or `beginArray`.
  public struct Container: Sendable {
    fileprivate var isFirst = true

    /// A marker for a container not yet read from.
    public init() {}
  }

  /// A malformed-JSON failure at `offset`: `problem, expectation`, or
  /// `unexpected end of input, expectation` if the input ended there.
  public func malformed(
    _ expectation: String, at offset: Int, problem: String? = nil
  ) -> DecodingFailure {
    if offset >= bytes.count {
      return .malformed(offset: bytes.count, message: "unexpected end of input, " + expectation)
    }
    return .malformed(
      offset: offset, message: problem.map { "\($0), " + expectation } ?? expectation)
  }

  /// Skips spaces, tabs, line feeds and carriage returns.
  @inline(__always)
  public mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  /// The kind of the next value, after skipping whitespace; nothing is consumed.
  public mutating func peekKind() throws(DecodingFailure) -> JSONValueKind {
    skipWhitespace()
    guard offset < bytes.count else { throw malformed("expected a value", at: offset) }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    default: throw malformed("expected a value", at: offset)
    }
  }

  /// Reads `true` or `false`.
  public mutating func readBoolean() throws(DecodingFailure) -> Bool {
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "t") {
      try readLiteral("true")
      return true
    }
    try readLiteral("false")
    return false
  }

  /// Reads `null`.
  public mutating func readNull() throws(DecodingFailure) {
    skipWhitespace()
    try readLiteral("null")
  }

  private mutating func readLiteral(_ literal: StaticString) throws(DecodingFailure) {
    let start = offset
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in expected {
      guard offset < bytes.count else { throw malformed("expected '\(literal)'", at: offset) }
      guard bytes[offset] == byte else {
        throw malformed("expected '\(literal)'", at: start, problem: "invalid literal")
      }
      offset += 1
    }
  }

  /// Consumes the `{` that starts an object.
  public mutating func beginObject() throws(DecodingFailure) -> Container {
    try enter()
    return Container()
  }

  /// Consumes the `[` that starts an array.
  public mutating func beginArray() throws(DecodingFailure) -> Container {
    try enter()
    return Container()
  }

  private mutating func enter() throws(DecodingFailure) {
    skipWhitespace()
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw malformed("nesting deeper than \(Self.maximumDepth) levels", at: offset)
    }
    offset += 1
  }

  /// Reads up to and including the `:` after the next member name, or consumes the closing `}`
  /// and returns `nil`.
  @inlinable
  public mutating func nextKey<Field: JSONField>(
    in container: inout Container, as fields: Field.Type
  ) throws(DecodingFailure) -> JSONKey<Field>? {
    guard let name = try nextKeyText(in: &container) else { return nil }
    switch name {
    case .input(let range): return Self.match(UnsafeBufferPointer(rebasing: bytes[range]))
    case .scratch: return scratch.withUnsafeBufferPointer { Self.match($0) }
    }
  }

  /// Which of `Field`'s names a member name is, for a name read with ``nextKeyText(in:)``.
  @inlinable
  public static func match<Field: JSONField>(_ name: UnsafeBufferPointer<UInt8>) -> JSONKey<Field> {
    for field in Field.allCases {
      let expected = field.name
      guard expected.utf8CodeUnitCount == name.count else { continue }
      if name.elementsEqual(UnsafeBufferPointer(start: expected.utf8Start, count: name.count)) {
        return .known(field)
      }
    }
    return .unknown
  }

  /// Reads up to and including the `:` after the next member name and returns where the name's
  /// text is, or consumes the closing `}` and returns `nil`.
  public mutating func nextKeyText(
    in container: inout Container
  ) throws(DecodingFailure) -> ScannedString? {
    skipWhitespace()
    let byte: UInt8? = offset < bytes.count ? bytes[offset] : nil
    if container.isFirst {
      container.isFirst = false
      if byte == UInt8(ascii: "}") {
        closeContainer()
        return nil
      }
      guard byte == UInt8(ascii: "\"") else {
        throw malformed("expected a string key or '}'", at: offset)
      }
    } else {
      if byte == UInt8(ascii: "}") {
        closeContainer()
        return nil
      }
      guard byte == UInt8(ascii: ",") else {
        throw malformed("expected ',' or '}' after an object member", at: offset)
      }
      offset += 1
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        throw malformed("trailing comma before '}'", at: offset)
      }
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw malformed("expected a string key after ','", at: offset)
      }
    }
    let name = try scanString(decodingEscapes: true)
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw malformed("expected ':' after an object key", at: offset)
    }
    offset += 1
    return name
  }

  /// Moves to the next element of an array, or consumes the closing `]` and returns `false`.
  public mutating func nextElement(in container: inout Container) throws(DecodingFailure) -> Bool {
    skipWhitespace()
    let byte: UInt8? = offset < bytes.count ? bytes[offset] : nil
    if byte == UInt8(ascii: "]") {
      closeContainer()
      return false
    }
    if container.isFirst {
      container.isFirst = false
      return true
    }
    guard byte == UInt8(ascii: ",") else {
      throw malformed("expected ',' or ']' after an array element", at: offset)
    }
    offset += 1
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      throw malformed("trailing comma before ']'", at: offset)
    }
    return true
  }

  private mutating func closeContainer() {
    depth -= 1
    offset += 1
  }

  /// Reads and discards the next value, checking it as thoroughly as reading it would.
  public mutating func skipValue() throws(DecodingFailure) {
    switch try peekKind() {
    case .object:
      var object = try beginObject()
      while try nextKey(in: &object, as: NoFields.self) != nil {
        try skipValue()
      }
    case .array:
      var array = try beginArray()
      while try nextElement(in: &array) {
        try skipValue()
      }
    case .string: _ = try scanString(decodingEscapes: false)
    case .number: _ = try scanNumber()
    case .boolean: _ = try readBoolean()
    case .null: try readNull()
    }
  }

  /// Checks that only whitespace follows the top-level value.
  ///
  /// A second array or object after the first (pages of a timeline saved one after another,
  /// `jq .[]`'s output) is said to be one, with how to join them.
  public mutating func finish() throws(DecodingFailure) {
    skipWhitespace()
    guard offset == bytes.count else {
      if bytes[offset] == UInt8(ascii: "[") || bytes[offset] == UInt8(ascii: "{") {
        throw malformed(
          "a second JSON value follows the first: join them into one first "
            + "(jq -s add joins arrays, jq -s . gathers objects into one)", at: offset)
      }
      throw malformed("unexpected data after the JSON value", at: offset)
    }
  }

  /// The first syntax error in `bytes`, found by reading it as one JSON value, or `nil`.
  public static func firstSyntaxError(in bytes: UnsafeBufferPointer<UInt8>) -> DecodingFailure? {
    var reader = JSONReader(bytes)
    do {
      try reader.skipValue()
      try reader.finish()
      return nil
    } catch {
      return error
    }
  }
}
