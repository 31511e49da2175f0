/// A counted fact about a user, such as `412 posts`.
public struct UserStat: Hashable, Sendable {
  /// What is counted, in the plural: `posts`, `boosts`, `likes`.
  public var label: String
  /// The count.
  public var count: Int

  /// Creates a stat.
  public init(label: String, count: Int) {
    self.label = label
    self.count = count
  }
}
