/// A labelled line of a user's profile, such as `Location: Tokyo`.
public struct Attribute: Hashable, Sendable {
  /// The label, such as `"Location"`.
  public var key: String
  /// The text shown after the label, such as `"Tokyo"`.
  public var value: String

  /// Creates an attribute from its label and value.
  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
