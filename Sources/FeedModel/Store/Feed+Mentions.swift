extension Feed {
  /// The positions of the entries that mention a user, or reply to them (`repliesTo` tells
  /// whether a reply's author, as the reply names them, is the user), in feed order; with an
  /// author, only that author's entries (a saved timeline holds many people's posts).
  ///
  /// A boost of a reply is no reply of the booster's: it is found only by its mentions.
  ///
  /// Looks only at the entries that have extra fields, where mentions and replies are kept.
  public func positions(
    mentioning user: UserID, by author: UserID? = nil,
    repliesTo: (String) -> Bool = { _ in false }
  ) -> [Int] {
    let authorIndex = author.map { author in authors.firstIndex(of: author) ?? -1 }
    var positions: [Int] = []
    for (number, chunk) in chunks.enumerated() where !chunk.extras.isEmpty {
      for (index, record) in chunk.records.enumerated() where record.extras >= 0 {
        if let authorIndex, Int(record.author) != authorIndex { continue }
        let extras = chunk.extras[Int(record.extras)]
        // A boost's reply is the boosted post's: no reply of the booster's.
        let replies =
          !record.flags.contains(.isBoost) && extras.reply?.author.map(repliesTo) == true
        if extras.mentions.contains(user) || replies {
          positions.append(number << Feed.chunkShift + index)
        }
      }
    }
    return positions
  }

  /// Calls `body` with the position and the mentions of each entry that mentions anyone, in
  /// feed order.
  func forEachMentioning(_ body: (_ position: Int, _ mentions: [UserID]) -> Void) {
    for (number, chunk) in chunks.enumerated() where !chunk.extras.isEmpty {
      for (index, record) in chunk.records.enumerated() where record.extras >= 0 {
        let mentions = chunk.extras[Int(record.extras)].mentions
        if !mentions.isEmpty { body(number << Feed.chunkShift + index, mentions) }
      }
    }
  }
}
