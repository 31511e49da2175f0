/// An entry being read, field by field, before it is added to a feed.
///
/// Readers of large documents reuse one draft for every entry: its byte buffers keep their
/// capacity, so reading an entry allocates nothing for its id, author, text, picture or date.
///
/// ```swift
/// var draft = EntryDraft()
/// draft.reset()
/// draft.id.append(contentsOf: idBytes)
/// draft.comment.append(contentsOf: textBytes)
/// builder.addEntry(draft, place: "feed[0]")
/// ```
public struct EntryDraft: Sendable {
  /// The id, as UTF-8.
  public var id: [UInt8] = []
  /// The author's id, as UTF-8.
  public var user: [UInt8] = []
  /// The text, as UTF-8.
  public var comment: [UInt8] = []
  /// The one picture's location, as UTF-8; ignored when ``media`` is set.
  public var image: [UInt8] = []
  /// The date as written, as UTF-8.
  public var date: [UInt8] = []
  /// Whether the date was written as an empty string, which names no date: stored as none,
  /// with a warning.
  public var isDateWrittenEmpty = false
  /// When the entry was last edited, as written; rare, so kept with the extras.
  public var editedAt: String?
  /// Every attachment, when there is more to say than one picture's location.
  public var media: [MediaAttachment]?
  /// A content warning.
  public var contentWarning: String?
  /// Whether the media are sensitive.
  public var isSensitive = false
  /// The boosted post.
  public var boost: Boost?
  /// The post replied to.
  public var reply: Reply?
  /// A poll.
  public var poll: Poll?
  /// The users mentioned.
  public var mentions: [UserID] = []
  /// The entry's own address.
  public var address: String?
  /// The quoted post.
  public var quote: Quote?
  /// The web addresses the text links to.
  public var links: [String] = []
  /// The preview of a page the entry links to.
  public var card: PreviewCard?
  /// The server's counts of the entry and what the browsing user did with it.
  public var engagement: Engagement?
  /// Who may see the entry; kept in its record, so it costs nothing.
  public var visibility: Visibility = .public

  /// Creates an empty draft.
  public init() {}

  /// Empties every field, keeping the buffers' capacity.
  public mutating func reset() {
    if !id.isEmpty { id.removeAll(keepingCapacity: true) }
    if !user.isEmpty { user.removeAll(keepingCapacity: true) }
    if !comment.isEmpty { comment.removeAll(keepingCapacity: true) }
    if !image.isEmpty { image.removeAll(keepingCapacity: true) }
    if !date.isEmpty { date.removeAll(keepingCapacity: true) }
    isDateWrittenEmpty = false
    visibility = .public
    if hasExtras {
      media = nil
      contentWarning = nil
      isSensitive = false
      boost = nil
      reply = nil
      poll = nil
      mentions.removeAll(keepingCapacity: true)
      address = nil
      editedAt = nil
      quote = nil
      links.removeAll()
      card = nil
      engagement = nil
    }
  }

  /// Whether any field beyond the five byte buffers is set.
  var hasExtras: Bool {
    media != nil || contentWarning != nil || isSensitive || boost != nil || reply != nil
      || poll != nil || !mentions.isEmpty || address != nil || editedAt != nil
      || quote != nil || !links.isEmpty || card != nil || engagement != nil
  }

  /// Fills the draft from an entry.
  public mutating func set(_ entry: FeedEntry) {
    reset()
    id.append(contentsOf: entry.id.utf8)
    user.append(contentsOf: entry.user.rawValue.utf8)
    comment.append(contentsOf: entry.comment.utf8)
    date.append(contentsOf: (entry.postedAt ?? "").utf8)
    media = entry.media
    contentWarning = entry.contentWarning
    isSensitive = entry.isSensitive
    boost = entry.boost
    reply = entry.reply
    poll = entry.poll
    mentions = entry.mentions
    address = entry.address
    editedAt = entry.editedAt
    visibility = entry.visibility
    quote = entry.quote
    links = entry.links
    card = entry.card
    engagement = entry.engagement
  }

  /// The entry the draft describes.
  var entry: FeedEntry {
    FeedEntry(
      id: String(decoding: id, as: UTF8.self), user: UserID(String(decoding: user, as: UTF8.self)),
      comment: String(decoding: comment, as: UTF8.self),
      media: media
        ?? (image.isEmpty
          ? [] : [MediaAttachment(location: String(decoding: image, as: UTF8.self))]),
      postedAt: date.isEmpty ? nil : String(decoding: date, as: UTF8.self), editedAt: editedAt,
      contentWarning: contentWarning, isSensitive: isSensitive, boost: boost, reply: reply,
      poll: poll, mentions: mentions, address: address, visibility: visibility, quote: quote,
      links: links, card: card, engagement: engagement)
  }

  /// What keeps the entry from being stored, with the member it is about: an id or a picture
  /// location longer than 65,535 bytes (`(".id", "longer than 65535 bytes")`), or nil.
  ///
  /// A date too long to store is no problem of the entry's (see ``isDateTooLong``).
  public var problem: (member: String, reason: String)? {
    if id.count > Int(UInt16.max) { return (".id", "longer than \(UInt16.max) bytes") }
    if media == nil, image.count > Int(UInt16.max) {
      return (".image", "longer than \(UInt16.max) bytes")
    }
    return nil
  }

  /// Whether the date is longer than a record holds, 255 bytes: no ISO 8601 date is, so the
  /// entry is added without it, with a warning that it is malformed.
  public var isDateTooLong: Bool { date.count > Int(UInt8.max) }
}
