/// What a quote post quotes: the quoted post's address, author, text, pictures and poll as far
/// as known, and whether the quoted author let it be quoted.
///
/// Mastodon 4.5's API statuses hold the whole quoted post while the quote is accepted; an
/// archive holds only its address (and the post itself when it is one of the archive's own).
public struct Quote: Hashable, Sendable {
  /// The quoted post's address (URL or URI), when known.
  public var address: String?
  /// The id the quoted post would have as an entry of the same document, so Enter can open it.
  public var entryID: String?
  /// The quoted author's address, such as `@bob@example.social`, when known.
  public var author: String?
  /// The quoted post's text, as plain text, when the document holds it with the quote.
  public var text: String?
  /// The quoted post's content warning, if it has one.
  public var contentWarning: String?
  /// When the quoted post was posted, as written.
  public var postedAt: String?
  /// The quote's state as the server gave it, such as `pending` or `revoked`; `nil` for an
  /// accepted quote, or when the document does not say.
  public var state: String?
  /// The quoted post's attachments, when the document holds them with the quote.
  public var media: [MediaAttachment]
  /// Whether the quoted post's media are sensitive.
  public var isSensitive: Bool
  /// The quoted post's poll, when it has one and the document holds it with the quote.
  public var poll: Poll?

  /// Creates a quote.
  public init(
    address: String? = nil, entryID: String? = nil, author: String? = nil, text: String? = nil,
    contentWarning: String? = nil, postedAt: String? = nil, state: String? = nil,
    media: [MediaAttachment] = [], isSensitive: Bool = false, poll: Poll? = nil
  ) {
    self.address = address
    self.entryID = entryID
    self.author = author
    self.text = text
    self.contentWarning = contentWarning
    self.postedAt = postedAt
    self.state = state
    self.media = media
    self.isSensitive = isSensitive
    self.poll = poll
  }

  /// Whether the quoted author allowed the quote, or the document does not say otherwise.
  public var isAccepted: Bool { state == nil }

  /// The state of a quote whose post was deleted, as Mastodon's API names it, and as an
  /// outbox's `{"type": "Tombstone"}` quote says.
  public static let deletedState = "deleted"
}
