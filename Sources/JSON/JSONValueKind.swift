/// The kind of a JSON value, as told by its first byte.
public enum JSONValueKind: Sendable, Equatable {
  case object
  case array
  case string
  case number
  case boolean
  case null

  /// The kind with an article, for messages such as `expected a string, found a number`.
  public var phrase: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "null"
    }
  }
}
