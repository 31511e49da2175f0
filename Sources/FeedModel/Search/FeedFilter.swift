/// Finds the entries of a feed that match a query, fast enough to run on every keystroke of
/// a million-entry feed.
///
/// Each entry's text is folded once, when it is loaded. A query that only grew (a word got
/// longer, or a word was added) is looked for among the last query's matches alone; recent
/// results are kept, so Backspace finds its answer at once; and a feed that grew while
/// loading is searched only in its new entries. Searching allocates only the result.
///
/// ```swift
/// let filter = FeedFilter()
/// let matches = filter.matches(FeedQuery("park"), in: document)
/// matches.count
/// ```
public final class FeedFilter {
  /// How many recent results are kept.
  public var cacheLimit = 16
  /// How many times a query was searched for in the feed, rather than found among the kept
  /// results: the passes that cost time on a large feed, counted for tests and benchmarks.
  public private(set) var searchCount = 0
  private var recent: [FeedMatches] = []

  /// Creates a filter with no results kept yet.
  public init() {}

  /// The entries of a document's feed that match a query: every word in the entry's text or
  /// in its author's nickname, full name or address.
  public func matches(_ query: FeedQuery, in document: Document) -> FeedMatches {
    let feed = document.feed
    if let exact = recent.firstIndex(where: { $0.query == query && feed.extends($0.feed) }) {
      let found = extend(recent[exact], to: document)
      remember(found, replacing: exact)
      return found
    }
    searchCount += 1
    let authors = AuthorMatches(query, feed: feed, document: document)
    var positions: [Int32] = []
    if let base = recent.last(where: { query.narrows($0.query) && feed.extends($0.feed) }) {
      positions.reserveCapacity(base.count)
      Self.scan(feed, candidates: base.positions, query: query, authors: authors, into: &positions)
      Self.scan(feed, from: base.feed.count, query: query, authors: authors, into: &positions)
    } else {
      Self.scan(feed, from: 0, query: query, authors: authors, into: &positions)
    }
    let found = FeedMatches(query: query, positions: positions, feed: feed)
    remember(found, replacing: nil)
    return found
  }

  /// A kept result brought up to a feed that grew since.
  private func extend(_ matches: FeedMatches, to document: Document) -> FeedMatches {
    guard document.feed.count > matches.feed.count else { return matches }
    let authors = AuthorMatches(matches.query, feed: document.feed, document: document)
    var positions = matches.positions
    Self.scan(
      document.feed, from: matches.feed.count, query: matches.query, authors: authors,
      into: &positions)
    return FeedMatches(query: matches.query, positions: positions, feed: document.feed)
  }

  private func remember(_ matches: FeedMatches, replacing index: Int?) {
    if let index { recent.remove(at: index) }
    recent.append(matches)
    if recent.count > cacheLimit { recent.removeFirst(recent.count - cacheLimit) }
  }

  /// Forgets the kept results.
  public func clear() { recent = [] }
}
