/// What a boost (a repost) points at: the original author and the post's address.
///
/// Archives hold only the address of a boosted post, not its text.
public struct Boost: Hashable, Sendable {
  /// The original author's address, such as `@ainame@example.social`, when known.
  public var author: String?
  /// The boosted post's address.
  public var address: String

  /// Creates a boost.
  public init(author: String?, address: String) {
    self.author = author
    self.address = address
  }
}
