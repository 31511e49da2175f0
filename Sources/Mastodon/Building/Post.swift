import FeedModel

/// One post read from an outbox or a statuses array, before its HTML is converted: what
/// ``FeedAssembler`` turns into a feed entry.
struct Post {
  /// The post's text: HTML to convert, or text already plain.
  enum Content {
    /// HTML, with the shortcodes of the custom emoji it uses; a quote post's `RE:` fallback
    /// is left out when its quote is shown.
    case html(String, emoji: Set<String>, hidesQuoteFallback: Bool = false)
    /// Plain text, such as the empty text of a boost whose post the archive does not hold.
    case text(String)
  }

  /// What a reply points at.
  struct ReplyTarget {
    /// The parent's address (URL or URI); empty when only its id is known.
    var address: String
    /// The key the parent would have as a post of this file (see ``Post/key``).
    var key: String
    /// The parent's author, when known.
    var author: UserID?
    /// The parent author's address, such as `@bob@example.social`, when known.
    var authorAddress: String?
  }

  /// The post's position in its input array, for warnings.
  var index: Int
  /// The entry's id, unique in the feed.
  var id: String
  /// What replies call this post: the object id (ActivityPub) or the status id (REST).
  var key: String
  /// The author, or for a boost the booster.
  var author: UserID
  /// The date as written.
  var published: String?
  /// When the post was last edited, as written; nil for a post never edited.
  var edited: String?
  /// The text.
  var content: Content
  /// The content warning, if any.
  var contentWarning: String?
  /// Whether the media are sensitive.
  var isSensitive = false
  /// What the post boosts, for a boost.
  var boost: Boost?
  /// For a boost, the boosted author's actor URI, when the activity names it: the archive's
  /// mentions of that URI name the author better than the URI does.
  var boostedActor: String?
  /// What the post replies to.
  var replyTo: ReplyTarget?
  /// The poll.
  var poll: Poll?
  /// The attachments.
  var media: [MediaAttachment] = []
  /// The mentioned accounts, in order.
  var mentions: [UserID] = []
  /// The post's own address.
  var address: String?
  /// Who may see the post.
  var visibility: Visibility = .public
  /// What the post quotes.
  var quote: Quote?
  /// The preview of a page the post links to.
  var card: PreviewCard?
  /// The server's counts of the post and what the browsing user did with it (API statuses).
  var engagement: Engagement?

  /// Sets what the post quotes; once the quote names its post, the text's `RE:` fallback,
  /// which only names it too, is left out.
  mutating func setQuote(_ quote: Quote) {
    self.quote = quote
    if quote.address != nil, case .html(let html, let emoji, _) = content {
      content = .html(html, emoji: emoji, hidesQuoteFallback: true)
    }
  }
}
