import FeedModel

extension Document {
  /// Where Enter goes on a line that names a post (a reply's, a boost's, a quote's): the post's
  /// entry when it is in the feed, else its author's profile when the author is a user of the
  /// document by id or address (as a timeline holds the account of a post it does not hold, and
  /// an archive the accounts its posts mention), else nowhere.
  func postDestination(entry position: Int?, author: String?) -> Route? {
    if let position { return .entry(feed.id(at: position)) }
    guard let author, let user = user(named: author) else { return nil }
    return .profile(user.id)
  }

  /// ``postDestination(entry:author:)`` of a line that names a post the document may have
  /// lost (a reply's, a boost's that holds only the post's address): never the browsing user's
  /// own profile, which says nothing of a post of theirs that is gone
  /// (``isOwnPostGone(entry:author:)``).
  func lostPostDestination(entry position: Int?, author: String?) -> Route? {
    if isOwnPostGone(entry: position, author: author) { return nil }
    return postDestination(entry: position, author: author)
  }

  /// Whether a line names a post of the browsing user that the document does not hold: the
  /// post's entry is not in the feed (`position` is nil) and its author is the browsing user,
  /// whose archive holds every post of theirs, so that the post is gone (deleted).
  func isOwnPostGone(entry position: Int?, author: String?) -> Bool {
    guard position == nil, let me, let author, let user = user(named: author) else {
      return false
    }
    return user.id == me
  }
}

extension Route {
  /// What a line naming a post says of where Enter goes: ` · Enter opens it` for the post,
  /// ` · Enter opens their profile` for its author, nothing otherwise.
  var postLineHint: String {
    switch self {
    case .entry: " · Enter opens it"
    case .profile: " · Enter opens their profile"
    default: ""
    }
  }
}
