/// One post in the feed: a user's comment, with an optional image and date.
public struct FeedEntry: Hashable, Sendable, Identifiable {
  /// The entry's unique id within the feed.
  public var id: String
  /// The author; once loaded, always a user of the same document.
  public var user: UserID
  /// The text of the post.
  public var comment: String
  /// The image's file name or address, as written; never fetched.
  public var image: String?
  /// The posting date exactly as written, usually ISO 8601 such as `2016-12-19T12:44:03Z`.
  ///
  /// See ``displayDate`` for the form shown on screen.
  public var postedAt: String?

  /// Creates a feed entry.
  public init(
    id: String,
    user: UserID,
    comment: String,
    image: String? = nil,
    postedAt: String? = nil
  ) {
    self.id = id
    self.user = user
    self.comment = comment
    self.image = image
    self.postedAt = postedAt
  }
}
