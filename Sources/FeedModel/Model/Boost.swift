/// What a boost (a repost) points at: the original author and the post's address.
///
/// Archives hold only the address of a boosted post, not its text, unless the post is one of
/// the document's own entries (the entry whose id is the address).
public struct Boost: Hashable, Sendable {
  /// The original author's address, such as `@ainame@example.social`, when known.
  public var author: String?
  /// The boosted post's address.
  public var address: String
  /// The boosted post's text, when the document holds the post as an entry of its own and the
  /// boost has no text of its own: a boost's row shows that text, so the filter searches it.
  ///
  /// `DocumentBuilder.finish()` fills it in.
  public var text: String?
  /// When the boosted post was posted, as written, when the document says (API statuses
  /// hold the whole boosted post; archives only its address).
  public var postedAt: String?
  /// The id of the entry of the same document that is the boosted post, when the document
  /// names it (a listtui document's `entry`).
  public var entryID: String?

  /// The id of the entry the boosted post would be: the one named, else the post's address,
  /// which is the entry's id in an archive.
  public var boostedEntryID: String { entryID ?? address }

  /// Creates a boost.
  public init(author: String?, address: String, text: String? = nil, postedAt: String? = nil) {
    self.author = author
    self.address = address
    self.text = text
    self.postedAt = postedAt
  }
}
