/// A counted fact about a user, such as `412 posts`.
public struct UserStat: Hashable, Sendable {
  /// What is counted, in the plural: `posts`, `boosts`, `likes`.
  public var label: String
  /// The count, or nil when it is not known: an archive's `likes.json` that its `actor.json`
  /// names but that is not in it.
  public var count: Int?
  /// The addresses of what is counted, when the document lists them: the posts liked or
  /// bookmarked, in the document's order; empty otherwise.
  public var addresses: [String]

  /// Creates a stat, with the addresses of what it counts if the document lists them.
  public init(label: String, count: Int?, addresses: [String] = []) {
    self.label = label
    self.count = count
    self.addresses = addresses
  }
}
