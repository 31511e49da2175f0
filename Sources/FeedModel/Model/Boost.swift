/// What a boost (a repost) points at: the original author and the post's address.
///
/// Archives hold only the address of a boosted post, not its text; when the post is one of the
/// document's own entries (the entry whose id is the address), `DocumentBuilder.finish()` gives
/// the boost's entry what that post shows (``FeedEntry/takeBoostedPost(from:)``).
public struct Boost: Hashable, Sendable {
  /// The original author's address, such as `@ainame@example.social`, when known.
  public var author: String?
  /// The boosted post's address.
  public var address: String
  /// When the boosted post was posted, as written, when the document says (API statuses
  /// hold the whole boosted post; an archive's boost that embeds it, or the post's own entry,
  /// says when).
  public var postedAt: String?
  /// The id of the entry of the same document that is the boosted post, when the document
  /// names it (a listtui document's `entry`).
  public var entryID: String?

  /// The id of the entry the boosted post would be: the one named, else the post's address,
  /// which is the entry's id in an archive.
  public var boostedEntryID: String { entryID ?? address }

  /// Creates a boost.
  public init(author: String?, address: String, postedAt: String? = nil) {
    self.author = author
    self.address = address
    self.postedAt = postedAt
  }
}
