/// What an entry replies to: an address, and the entry itself when it is in the same feed.
public struct Reply: Hashable, Sendable {
  /// The address of the post replied to.
  public var address: String
  /// The replied-to author's address, such as `@ainame@example.social`, when known.
  public var author: String?
  /// The id of the replied-to entry when it is in this feed, so it can be opened.
  public var entryID: String?
  /// The id of an entry of the same feed that quotes the replied-to post, when the feed holds
  /// that post only inside that quote (an API status's `quoted_status`), so it can be opened.
  ///
  /// That entry shows the post whole, but it is no post replied to: the reply is not one of
  /// its replies, and ``entryID`` stays nil.
  public var quotingEntryID: String?

  /// Creates a reply.
  public init(address: String, author: String? = nil, entryID: String? = nil) {
    self.address = address
    self.author = author
    self.entryID = entryID
  }
}
