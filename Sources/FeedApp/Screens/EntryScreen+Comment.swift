import FeedModel

extension EntryScreen {
  /// The block of a post's text: `(no text)` when it has none, but nothing for a post of only
  /// pictures or a poll, which Mastodon writes with empty content and shows no text line for.
  static func comment(of entry: FeedEntry) -> TextBlockModel? {
    let blank = entry.comment.trimmingSpaces.isEmpty
    if blank, !entry.media.isEmpty || entry.poll != nil { return nil }
    return TextBlockModel(
      kind: .comment, title: nil, text: blank ? "(no text)" : entry.comment, collapsible: false)
  }
}
