/// A labelled line of a user's profile, such as `Location: Tokyo`.
public struct Attribute: Hashable, Sendable {
  /// The label, such as `"Location"`.
  public var key: String
  /// The text shown after the label, such as `"Tokyo"`.
  public var value: String
  /// Whether the server checked that the link in ``value`` links back to the profile.
  ///
  /// Mastodon gives such a field a `verified_at` date and marks it in green with a check; the
  /// profile shows a `✓` after the value.
  public var isVerified: Bool

  /// Creates an attribute from its label and value, not verified unless said.
  public init(key: String, value: String, isVerified: Bool = false) {
    self.key = key
    self.value = value
    self.isVerified = isVerified
  }
}
