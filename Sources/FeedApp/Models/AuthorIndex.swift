import FeedModel

/// The posts in a document of each of its users, as their profile lists them under `Posts`:
/// the entries they wrote or boosted, and the boosts by others of their posts that the document
/// holds only inside those boosts (a saved timeline's `reblog`; an archive's boost, which
/// holds only the post's address, is not one of the post's author's).
///
/// Built once per version of the feed, the first time a profile asks, from the entries' stored
/// authors (only a boost's entry is made, for its post's author): a feed of a million entries
/// is read once, not on every update of a screen. A loading document only grows, so a later
/// part is indexed from where the last one ended; a feed put in order or rewritten at the end
/// is indexed again, as ``ReplyIndex`` does. The same index gives the browsing user's boosts of
/// each user's posts that hold only the post's address, for the profile's `Your boosts`.
///
/// ```swift
/// let positions = state.posts.posts(of: "u2", in: state.document)  // newest first
/// ```
final class AuthorIndex {
  /// The feed indexed so far.
  private var feed: Feed = []
  /// The positions of the entries of each author, by the author's place in the feed's
  /// ``FeedModel/Feed/authors``, in feed order.
  private var byAuthor: [Int: [Int]] = [:]
  /// The positions of the boosts, by the boosted post's author as the boost names them.
  private var boostsByAuthor: [String: [Int]] = [:]
  /// The posts already found for this version of the feed, by user.
  private var found: [UserID: [Int]] = [:]
  /// The boosts of each user's posts by another already found for this version of the feed, by
  /// the booster and the user.
  private var foundBoosts: [[UserID]: [Int]] = [:]
  /// How many entries were read to build the index, over every version: for tests of its cost.
  private(set) var scannedCount = 0

  /// The positions of the posts of `user` in `document`, newest first (by the moment each was
  /// posted or boosted; those without a date last, each group in feed order).
  ///
  /// A boost by someone else of the user's post is listed only when the document does not
  /// hold the post itself, and once however many boosted it.
  func posts(of user: UserID, in document: Document) -> [Int] {
    let feed = document.feed
    catchUp(with: feed)
    if let positions = found[user] { return positions }
    var matching = feed.authors.firstIndex(of: user).flatMap { byAuthor[$0] } ?? []
    var boosted: Set<String> = []
    for (author, boosts) in boostsByAuthor where document.user(named: author)?.id == user {
      for position in boosts where feed.author(at: position) != user {
        // An archive's boost holds only the post's address: nothing of theirs to list.
        let entry = feed.entry(at: position, commentLimit: 0)
        guard let boost = entry.boost, !entry.isBareBoost,
          feed.position(ofID: boost.boostedEntryID) == nil, boosted.insert(boost.address).inserted
        else { continue }
        matching.append(position)
      }
    }
    let positions = Self.newestFirst(matching, in: feed)
    found[user] = positions
    return positions
  }

  /// The positions of the boosts by `booster` of posts by `user` that hold only the post's
  /// address (an archive's boosts, which ``posts(of:in:)`` leaves out), newest first.
  ///
  /// ```swift
  /// let boosts = state.posts.boosts(of: "https://other.example/users/bob", by: me, in: document)
  /// ```
  func boosts(of user: UserID, by booster: UserID, in document: Document) -> [Int] {
    let feed = document.feed
    catchUp(with: feed)
    if let positions = foundBoosts[[booster, user]] { return positions }
    var matching: [Int] = []
    for (author, boosts) in boostsByAuthor where document.user(named: author)?.id == user {
      matching += boosts.filter { position in
        feed.author(at: position) == booster
          && feed.entry(at: position, commentLimit: 0).isBareBoost
      }
    }
    let positions = Self.newestFirst(matching, in: feed)
    foundBoosts[[booster, user]] = positions
    return positions
  }

  /// `positions` newest first, by the moment each was posted or boosted; those without a date
  /// last, each group in feed order.
  private static func newestFirst(_ positions: [Int], in feed: Feed) -> [Int] {
    let moments = positions.map { feed.postedAt(at: $0).flatMap(DisplayDate.preciseMoment) }
    let order = positions.indices.sorted { first, second in
      switch (moments[first], moments[second]) {
      case (let a?, let b?) where a != b: return a > b
      case (.some, nil): return true
      case (nil, .some): return false
      default: return positions[first] < positions[second]
      }
    }
    return order.map { positions[$0] }
  }

  /// Indexes what `feed` holds beyond the feed indexed so far, or all of it when it is not a
  /// later version of that one.
  private func catchUp(with feed: Feed) {
    guard !feed.isIdentical(to: self.feed) else { return }
    var start = self.feed.count
    if !feed.extends(self.feed) {
      byAuthor = [:]
      boostsByAuthor = [:]
      start = 0
    }
    found = [:]
    foundBoosts = [:]
    for position in start..<feed.count {
      byAuthor[feed.authorIndex(at: position), default: []].append(position)
      guard feed.flags(at: position).contains(.isBoost),
        let author = feed.entry(at: position, commentLimit: 0).boost?.author
      else { continue }
      boostsByAuthor[author, default: []].append(position)
    }
    scannedCount += feed.count - start
    self.feed = feed
  }
}
