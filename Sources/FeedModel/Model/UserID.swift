/// The identifier of a user in a document, such as `"u1"`.
///
/// Ids are opaque strings; two ids are equal when their text is equal.
///
/// ```swift
/// let me: UserID = "u1"
/// ```
public struct UserID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The id exactly as written in the document.
  public let rawValue: String

  /// Creates an id from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an id from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The id's text, unquoted and unescaped.
  public var description: String { rawValue }
}
