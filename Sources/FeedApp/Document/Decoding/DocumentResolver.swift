/// Turns a decoded document into a consistent one, dropping what cannot be shown and saying
/// why in a warning.
///
/// Every user id mentioned must name a user, ids must be unique (the first occurrence wins) and
/// promo positions must lie within the feed. Warnings come in the order `me`, `users`,
/// `history`, `feed`, `promos`, each in document order.
struct DocumentResolver {
  private var warnings: [DocumentWarning] = []
  private var userIndex: [UserID: Int] = [:]

  /// Resolves `raw` into a document and the warnings about what was changed.
  static func resolve(_ raw: RawDocument) -> LoadedDocument {
    var resolver = DocumentResolver()
    return resolver.resolve(raw)
  }

  private mutating func resolve(_ raw: RawDocument) -> LoadedDocument {
    userIndex.reserveCapacity(raw.users.count)
    for (index, user) in raw.users.enumerated() where userIndex[user.id] == nil {
      userIndex[user.id] = index
    }
    let me = resolveMe(raw.me)
    let users = resolveUsers(raw.users)
    let history = resolveHistory(raw.history)
    let feed = resolveFeed(raw.feed)
    let promos = resolvePromos(raw.promos, feedCount: feed.count)
    let document = Document(me: me, users: users, history: history, feed: feed, promos: promos)
    return LoadedDocument(document: document, warnings: warnings)
  }

  private mutating func resolveMe(_ me: UserID?) -> UserID? {
    guard let me, userIndex[me] == nil else { return me }
    warn("me", "unknown user \(me.rawValue.quotedForMessage); ignored")
    return nil
  }

  private mutating func resolveUsers(_ users: [User]) -> [User] {
    var kept: [User] = []
    kept.reserveCapacity(users.count)
    for (index, var user) in users.enumerated() {
      if let first = userIndex[user.id], first != index {
        warn(
          "users[\(index)].id",
          "duplicate user id \(user.id.rawValue.quotedForMessage) (first at users[\(first)]); dropped"
        )
        continue
      }
      user.friends = knownUsers(user.friends, at: "users[\(index)].friends")
      user.following = knownUsers(user.following, at: "users[\(index)].following")
      user.followers = knownUsers(user.followers, at: "users[\(index)].followers")
      kept.append(user)
    }
    return kept
  }

  private mutating func resolveHistory(_ history: [UserID]) -> [UserID] {
    knownUsers(history, at: "history")
  }

  /// The ids that name users, warning about each other one at `place[index]`.
  private mutating func knownUsers(_ ids: [UserID], at place: String) -> [UserID] {
    var kept = KeptElements(ids)
    for (index, id) in ids.enumerated() where userIndex[id] == nil {
      warn("\(place)[\(index)]", "unknown user \(id.rawValue.quotedForMessage); dropped")
      kept.drop(at: index)
    }
    return kept.result
  }

  private mutating func resolveFeed(_ feed: [FeedEntry]) -> [FeedEntry] {
    var kept = KeptElements(feed)
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(feed.count)
    for index in feed.indices {
      let user = feed[index].user
      if userIndex[user] == nil {
        warn("feed[\(index)].user", "unknown user \(user.rawValue.quotedForMessage); entry skipped")
        kept.drop(at: index)
        continue
      }
      let id = feed[index].id
      if let first = firstIndex.updateValue(index, forKey: id) {
        firstIndex[id] = first
        warn(
          "feed[\(index)].id",
          "duplicate feed entry id \(id.quotedForMessage) (first at feed[\(first)]); entry skipped"
        )
        kept.drop(at: index)
      }
    }
    return kept.result
  }

  private mutating func resolvePromos(_ promos: [Promo], feedCount: Int) -> [Promo] {
    var kept: [Promo] = []
    var firstIndex: [String: Int] = [:]
    for (index, var promo) in promos.enumerated() {
      if let first = firstIndex[promo.id] {
        warn(
          "promos[\(index)].id",
          "duplicate promo id \(promo.id.quotedForMessage) (first at promos[\(first)]); dropped"
        )
        continue
      }
      firstIndex[promo.id] = index
      if promo.position < 0 {
        warn("promos[\(index)].position", "negative position \(promo.position); clamped to 0")
        promo.position = 0
      } else if promo.position > feedCount {
        let entries = feedCount == 1 ? "1 entry" : "\(feedCount) entries"
        warn(
          "promos[\(index)].position",
          "position \(promo.position) is past the end of the feed (\(entries)); placed at the end"
        )
        promo.position = feedCount
      }
      kept.append(promo)
    }
    return kept
  }

  private mutating func warn(_ place: String, _ message: String) {
    warnings.append(DocumentWarning(place: place, message: message))
  }
}
