/// A JSON value as a tree, for inputs whose shape varies from one producer to the next, such as
/// ActivityStreams documents.
///
/// Objects keep their members in order, repeats included; looking a name up finds its last
/// occurrence, so when a key is repeated the last one wins. Numbers keep their text, so nothing
/// is lost to rounding until a caller asks for an `Int` or a `Double`.
///
/// ```swift
/// var reader = JSONReader(bytes)
/// let value = try reader.readValue()
/// value["orderedItems"]?.array?.count
/// ```
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written.
  case number(String)
  /// A string, unescaped.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in document order, repeated names included.
  case object([Member])

  /// A member of an object: a name and its value.
  public struct Member: Sendable, Equatable {
    /// The member's name, unescaped.
    public var name: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(name: String, value: JSONValue) {
      self.name = name
      self.value = value
    }
  }

  /// The value of the last member with a name, or nil if this is not an object or has none.
  public subscript(name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.name == name })?.value
  }

  /// The element at an index, or nil if this is not an array or the index is out of range.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The string, or nil if this is not a string.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements, or nil if this is not an array.
  public var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members, or nil if this is not an object.
  public var members: [Member]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The boolean, or nil if this is not one.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number as an integer, or nil if this is not a number that is a whole `Int`.
  public var int: Int? {
    guard case .number(let text) = self else { return nil }
    if let value = Int(text) { return value }
    guard let double = Double(text), double.rounded() == double, abs(double) < 9e18 else {
      return nil
    }
    return Int(double)
  }

  /// The number as a `Double`, or nil if this is not a number.
  public var double: Double? {
    guard case .number(let text) = self else { return nil }
    return Double(text)
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// The kind of the value, as its first byte would tell.
  public var kind: JSONValueKind {
    switch self {
    case .null: .null
    case .bool: .boolean
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}
