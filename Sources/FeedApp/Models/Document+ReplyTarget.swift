import FeedModel

extension Document {
  /// How a reply names what it replies to: its author (see ``authorName(_:)``), else the author
  /// of the entry it names when that entry is in the document (by address, else nickname),
  /// else the author of the quote that holds the post, else the post's address, else `a post`.
  func replyTarget(of reply: Reply) -> String {
    if let author = reply.author, let name = knownAuthorName(author) { return name }
    if let id = reply.entryID, let position = feed.position(ofID: id) {
      return authorName(at: position)
    }
    if let id = reply.quotingEntryID, let position = feed.position(ofID: id),
      let author = feed[position].quote?.author, let name = knownAuthorName(author)
    {
      return name
    }
    return reply.address.isEmpty ? "a post" : reply.address
  }

  /// The author of the entry at a feed position, as a line names them: by address, else
  /// nickname, else their id.
  func authorName(at position: Int) -> String {
    let author = feed.author(at: position)
    return user(author).map { $0.address ?? $0.nickname } ?? author.rawValue
  }

  /// A reply's, boost's or quote's author as a line names them: a user's id (as a listtui
  /// document may give it) or address (see ``Document/user(named:)``) by that user's address,
  /// else nickname; anything else as written.
  func authorName(_ author: String) -> String {
    user(named: author).map { $0.address ?? $0.nickname } ?? author
  }

  /// ``authorName(_:)`` of an author a line can name: a user, or a name as written; nil for an
  /// actor URI that names no user (Mastodon 4.5's `/ap/users/1145…`), for which the post's own
  /// address says more.
  func knownAuthorName(_ author: String) -> String? {
    guard !author.isEmpty, user(named: author) != nil || !author.contains("://") else {
      return nil
    }
    return authorName(author)
  }

  /// How a quote names what it quotes: its author (see ``knownAuthorName(_:)``), else the
  /// quoted post's address, else `a post`.
  func quoteTarget(of quote: Quote) -> String {
    quote.author.flatMap(knownAuthorName) ?? quote.address ?? "a post"
  }

  /// How a boost's byline names whom it boosted: its author (see ``authorName(_:)``), else the
  /// author of the boosted entry when the document holds it; nil when neither is known.
  func boostTarget(of boost: Boost) -> String? {
    boost.author.map(authorName(_:))
      ?? feed.position(ofID: boost.boostedEntryID).map(authorName(at:))
  }
}
