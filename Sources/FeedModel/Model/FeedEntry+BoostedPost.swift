extension FeedEntry {
  /// Whether the entry is a boost that holds nothing of the post it boosts: no text, content
  /// warning, media, poll or quote, as an archive's boost holds only the post's address.
  public var isBareBoost: Bool {
    boost != nil && comment.isEmpty && contentWarning == nil && media.isEmpty && poll == nil
      && quote == nil
  }

  /// Takes what a boost shows of the post it boosts from that post's own entry: its text,
  /// content warning, sensitive media, poll, quote and date, as a boost that embeds its post
  /// (an API status's `reblog`, an archive's boost of a followers-only post) holds them.
  ///
  /// The booster's own fields stay: the author, the boost's date and audience, its mentions
  /// (none) and what it replies to (nothing).
  public mutating func takeBoostedPost(from original: FeedEntry) {
    comment = original.comment
    contentWarning = original.contentWarning
    isSensitive = original.isSensitive
    media = original.media
    poll = original.poll
    quote = original.quote
    if reply == nil { reply = original.reply }
    if boost?.postedAt == nil { boost?.postedAt = original.postedAt }
  }
}
