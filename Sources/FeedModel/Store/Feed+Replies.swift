extension Feed {
  /// What the entry at a position replies to, or nil; read without making the entry.
  ///
  /// O(1): enough to index the replies of a feed of a million entries.
  public func reply(at position: Int) -> Reply? {
    let (chunk, record) = locate(position)
    guard record.flags.contains(.isReply), record.extras >= 0 else { return nil }
    return chunk.extras[Int(record.extras)].reply
  }

  /// When the entry at a position was posted, as written, or nil; read without making the
  /// entry.
  public func postedAt(at position: Int) -> String? {
    let (chunk, record) = locate(position)
    return record.dateLength > 0 ? chunk.string(record.dateRange) : nil
  }
}
