/// What an entry has, kept beside it in the feed so that its layout can be chosen without
/// making the entry.
public struct EntryFlags: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates flags from their raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The entry has at least one attachment.
  public static let hasMedia = EntryFlags(rawValue: 1 << 0)
  /// The entry's text is behind a content warning.
  public static let hasContentWarning = EntryFlags(rawValue: 1 << 1)
  /// The entry's media are sensitive.
  public static let isSensitive = EntryFlags(rawValue: 1 << 2)
  /// The entry is a boost of another post.
  public static let isBoost = EntryFlags(rawValue: 1 << 3)
  /// The entry replies to another post.
  public static let isReply = EntryFlags(rawValue: 1 << 4)
  /// The entry has a poll.
  public static let hasPoll = EntryFlags(rawValue: 1 << 5)
  /// The entry quotes another post.
  public static let isQuote = EntryFlags(rawValue: 1 << 6)
  /// The entry has fields beyond id, author, text, one picture and a date.
  static let hasExtras = EntryFlags(rawValue: 1 << 7)

  /// The flags an entry's content calls for.
  init(_ entry: FeedEntry) {
    var flags: EntryFlags = []
    if !entry.media.isEmpty { flags.insert(.hasMedia) }
    if entry.contentWarning != nil { flags.insert(.hasContentWarning) }
    if entry.isSensitive { flags.insert(.isSensitive) }
    if entry.boost != nil { flags.insert(.isBoost) }
    if entry.reply != nil { flags.insert(.isReply) }
    if entry.poll != nil { flags.insert(.hasPoll) }
    if entry.quote != nil { flags.insert(.isQuote) }
    self = flags
  }
}
