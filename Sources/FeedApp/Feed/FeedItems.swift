import FeedModel

/// The items of the feed section: every entry with the promos among them, or, while a filter
/// is on, the matching entries alone.
///
/// Maps an item's index to what it shows, and back, without a per-item table: a promo goes
/// before the entry at its position, so the items up to an entry are the entries before it and
/// the promos placed before it.
struct FeedItems {
  /// What an item shows.
  enum Item: Equatable {
    /// The entry at a feed position.
    case entry(Int)
    /// A promo.
    case promo(Promo)
  }

  let feed: Feed
  /// The promos, in the order shown, each at a position within the feed.
  let promos: [Promo]
  /// The entries a filter kept, or nil for all.
  let matches: FeedMatches?

  init(feed: Feed, promos: [Promo], matches: FeedMatches?) {
    self.feed = feed
    self.matches = matches
    self.promos =
      matches == nil
      ? promos.enumerated()
        .map { (offset, promo) -> (Int, Int, Promo) in
          var placed = promo
          placed.position = min(max(0, promo.position), feed.count)
          return (placed.position, offset, placed)
        }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      : []
  }

  /// The number of items.
  var count: Int { matches?.count ?? feed.count + promos.count }

  /// What the item at an index shows.
  func item(at index: Int) -> Item {
    if let matches { return .entry(Int(matches.positions[index])) }
    // Promo k stands at index position(k) + k; find the promos before this index.
    var low = 0
    var high = promos.count
    while low < high {
      let middle = (low + high) >> 1
      if promos[middle].position + middle < index { low = middle + 1 } else { high = middle }
    }
    if low < promos.count, promos[low].position + low == index { return .promo(promos[low]) }
    return .entry(index - low)
  }

  /// The index of the entry at a feed position, or nil if it is not an item.
  func index(ofEntry position: Int) -> Int? {
    if let matches { return matches.index(ofPosition: position) }
    guard position >= 0, position < feed.count else { return nil }
    return position + promosPlaced(atOrBefore: position)
  }

  /// The index of the first item at or after a feed position's entry.
  func lowerBound(ofEntry position: Int) -> Int {
    if let matches { return matches.lowerBound(of: position) }
    return min(count, max(0, position) + promosPlaced(atOrBefore: position))
  }

  /// The index of the promo with an id, or nil.
  func index(ofPromo id: String) -> Int? {
    promos.firstIndex { $0.id == id }.map { promos[$0].position + $0 }
  }

  /// How many promos go before the entry at a position.
  private func promosPlaced(atOrBefore position: Int) -> Int {
    var low = 0
    var high = promos.count
    while low < high {
      let middle = (low + high) >> 1
      if promos[middle].position <= position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether these items begin with all of `other`'s, in the same order: only entries and
  /// promos were added at the end.
  func extends(_ other: FeedItems) -> Bool {
    guard feed.extends(other.feed), count >= other.count else { return false }
    switch (matches, other.matches) {
    case (nil, nil):
      return promos.count >= other.promos.count
        && zip(promos, other.promos).allSatisfy { $0 == $1 }
        && other.promos.last.map { $0.position <= other.feed.count } ?? true
        && promos.dropFirst(other.promos.count).allSatisfy { $0.position >= other.feed.count }
    case (let mine?, let theirs?):
      return mine.query == theirs.query && mine.positions.starts(with: theirs.positions)
    default:
      return false
    }
  }
}
