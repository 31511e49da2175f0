extension Feed {
  /// The positions of the entries that mention a user, in feed order.
  ///
  /// Looks only at the entries that have extra fields, where mentions are kept.
  public func positions(mentioning user: UserID) -> [Int] {
    var positions: [Int] = []
    for (number, chunk) in chunks.enumerated() where !chunk.extras.isEmpty {
      for (index, record) in chunk.records.enumerated() where record.extras >= 0 {
        if chunk.extras[Int(record.extras)].mentions.contains(user) {
          positions.append(number << Feed.chunkShift + index)
        }
      }
    }
    return positions
  }
}
