import FeedModel

/// The replies in a document to each of its entries, found the way a reply's line finds the
/// post it answers: by the reply's entry id, else by its address.
///
/// Built once per version of the feed, the first time an entry's screen asks, from the
/// entries' stored replies alone (no entry is made): a feed of a million entries is read once,
/// not on every update of a screen. A loading document only grows, so a later part is indexed
/// from where the last one ended; a feed put in order or rewritten at the end is indexed again.
///
/// ```swift
/// let positions = state.replies.replies(to: "f1", in: state.document.feed)  // oldest first
/// ```
final class ReplyIndex {
  /// The feed indexed so far.
  private var feed: Feed = []
  /// The positions of the replies, by the hash of each string that may name what they answer.
  ///
  /// Those strings are a reply's entry id and its address. A hash shared by chance costs only
  /// a comparison.
  private var candidates: [Int: [Int]] = [:]
  /// The replies already found for this version of the feed, by the id of the entry answered.
  private var found: [String: [Int]] = [:]
  /// How many entries were read to build the index, over every version: for tests of its cost.
  private(set) var scannedCount = 0

  /// The positions of the entries of `feed` that reply to the entry with `id`, oldest first
  /// (by the moment each was posted; those without a date last, each group in feed order).
  ///
  /// An entry is never its own reply.
  func replies(to id: String, in feed: Feed) -> [Int] {
    catchUp(with: feed)
    if let positions = found[id] { return positions }
    var seen: Set<Int> = []
    let matching = (candidates[Self.key(id)] ?? []).filter { position in
      guard seen.insert(position).inserted, let reply = feed.reply(at: position) else {
        return false
      }
      return Self.answers(reply, id: id, in: feed) && feed.id(at: position) != id
    }
    let moments = matching.map { feed.postedAt(at: $0).flatMap(DisplayDate.preciseMoment) ?? .max }
    let order = matching.indices.sorted {
      (moments[$0], matching[$0]) < (moments[$1], matching[$1])
    }
    let positions = order.map { matching[$0] }
    found[id] = positions
    return positions
  }

  /// Whether a reply answers the entry with `id`, which is in `feed`: as the reply line
  /// resolves it (see ``ReplySectionController/position(of:in:)``), by its entry id when the
  /// feed holds that entry, else by its address.
  private static func answers(_ reply: Reply, id: String, in feed: Feed) -> Bool {
    if let entryID = reply.entryID {
      if entryID == id { return true }
      if feed.position(ofID: entryID) != nil { return false }
    }
    return !reply.address.isEmpty && reply.address == id
  }

  /// Indexes what `feed` holds beyond the feed indexed so far, or all of it when it is not a
  /// later version of that one.
  private func catchUp(with feed: Feed) {
    guard !feed.isIdentical(to: self.feed) else { return }
    var start = self.feed.count
    if !feed.extends(self.feed) {
      candidates = [:]
      start = 0
    }
    found = [:]
    for position in start..<feed.count {
      guard let reply = feed.reply(at: position) else { continue }
      if let entryID = reply.entryID { candidates[Self.key(entryID), default: []].append(position) }
      if !reply.address.isEmpty, reply.address != reply.entryID {
        candidates[Self.key(reply.address), default: []].append(position)
      }
    }
    scannedCount += feed.count - start
    self.feed = feed
  }

  /// The key of an id or address in ``candidates``.
  private static func key(_ text: String) -> Int { text.hashValue }
}
