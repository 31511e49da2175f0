/// One post in the feed: an author's text, with optional pictures, a content warning, a boost,
/// a reply, a poll and a date.
///
/// A feed stores its entries compactly (see ``Feed``); an entry value is made when one is
/// asked for, such as for the rows on screen.
public struct FeedEntry: Hashable, Sendable, Identifiable {
  /// The entry's unique id within the feed.
  public var id: String
  /// The author; once loaded, always a user of the same document.
  public var user: UserID
  /// The text of the post, as plain text (formats with HTML convert it when loading).
  public var comment: String
  /// The attached pictures, videos and sounds, in order; the first decides the layout.
  public var media: [MediaAttachment]
  /// The posting date exactly as written, usually ISO 8601 such as `2016-12-19T12:44:03Z`.
  ///
  /// See ``displayDate`` for the form shown on screen.
  public var postedAt: String?
  /// When the post was last edited, as written (Mastodon's `updated`, or the API's
  /// `edited_at`); `nil` for a post never edited.
  ///
  /// See ``displayEditedDate`` for the form shown on screen.
  public var editedAt: String?
  /// A content warning: the text is hidden behind it until the reader asks.
  public var contentWarning: String?
  /// Whether the media are sensitive, and so hidden until the reader asks.
  public var isSensitive: Bool
  /// The post this entry boosts, when it is a boost.
  public var boost: Boost?
  /// The post this entry replies to, when it is a reply.
  public var reply: Reply?
  /// The entry's poll, if it has one.
  public var poll: Poll?
  /// The users the entry mentions, in order.
  public var mentions: [UserID]
  /// The entry's own address, such as its URL on a server.
  public var address: String?
  /// Who may see the entry; public unless the document says otherwise.
  public var visibility: Visibility
  /// The post this entry quotes, when it is a quote post.
  public var quote: Quote?
  /// The web addresses the text links to, each once, in the order of the text: the text may
  /// show them shortened, as Mastodon does (`example.org/a/long/pa…`).
  public var links: [String]
  /// The preview of a page the post links to, as a server made it, if there is one.
  public var card: PreviewCard?
  /// The server's counts of the post and what the browsing user did with it, when the
  /// document says (an API status does, an archive does not).
  public var engagement: Engagement?

  /// Creates a feed entry; only the id, the author and the text are required.
  public init(
    id: String,
    user: UserID,
    comment: String,
    media: [MediaAttachment] = [],
    postedAt: String? = nil,
    editedAt: String? = nil,
    contentWarning: String? = nil,
    isSensitive: Bool = false,
    boost: Boost? = nil,
    reply: Reply? = nil,
    poll: Poll? = nil,
    mentions: [UserID] = [],
    address: String? = nil,
    visibility: Visibility = .public,
    quote: Quote? = nil,
    links: [String] = [],
    card: PreviewCard? = nil,
    engagement: Engagement? = nil
  ) {
    self.id = id
    self.user = user
    self.comment = comment
    self.media = media
    self.postedAt = postedAt
    self.editedAt = editedAt
    self.contentWarning = contentWarning
    self.isSensitive = isSensitive
    self.boost = boost
    self.reply = reply
    self.poll = poll
    self.mentions = mentions
    self.address = address
    self.visibility = visibility
    self.quote = quote
    self.links = links
    self.card = card
    self.engagement = engagement
  }

  /// Creates a feed entry with at most one picture, named by `image`.
  public init(id: String, user: UserID, comment: String, image: String?, postedAt: String? = nil) {
    self.init(
      id: id, user: user, comment: comment,
      media: image.map { [MediaAttachment(location: $0, kind: .image)] } ?? [],
      postedAt: postedAt)
  }

  /// The first attachment's file name or address, as written; never fetched.
  public var image: String? { media.first?.location }
}
