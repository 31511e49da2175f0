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
