import FeedModel

/// A document of many generated entries by a hundred users, a quarter of them with a
/// picture: the subject of the benchmarks that time the app over a large feed.
enum BigFeedDocument {
  /// The document, with `count` entries, built lazily into the feed store.
  static func make(count: Int) -> Document {
    let users = (0..<100).map { User(id: UserID("u\($0)"), nickname: "user\($0)") }
    let feed = Feed(
      (0..<count).lazy.map {
        FeedEntry(
          id: "f\($0)", user: users[$0 % users.count].id,
          comment: "Entry number \($0) of the big feed",
          image: $0 % 4 == 0 ? "IMG_\($0).jpg" : nil, postedAt: "2016-12-19T12:44:03Z")
      })
    return Document(
      me: users[0].id, users: users, history: users.prefix(12).map(\.id), feed: feed, promos: [])
  }
}
