/// The entries of a feed that match a query, by position, in feed order.
public struct FeedMatches: Sendable {
  /// The query matched.
  public let query: FeedQuery
  /// The positions of the matching entries, ascending.
  public let positions: [Int32]
  /// The feed the positions are of.
  public let feed: Feed

  /// The number of matching entries.
  public var count: Int { positions.count }

  /// The index among the matches of the entry at a feed position, or nil if it does not
  /// match.
  public func index(ofPosition position: Int) -> Int? {
    let index = lowerBound(of: position)
    return index < positions.count && Int(positions[index]) == position ? index : nil
  }

  /// The index of the first match at or after a feed position.
  public func lowerBound(of position: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) >> 1
      if Int(positions[middle]) < position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
