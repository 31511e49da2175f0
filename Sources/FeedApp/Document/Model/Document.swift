/// A loaded feed document: the users, the login history, the feed and its promos.
///
/// Create one with ``DocumentLoader``, which also guarantees that every user id the document
/// mentions names one of its ``users``.
///
/// ```swift
/// let loaded = try DocumentLoader().load(.file(path: "feed.json"))
/// let author = loaded.document.user(loaded.document.feed[0].user)
/// ```
public struct Document: Sendable, Equatable {
  /// The user who is browsing, if the document says.
  public let me: UserID?
  /// Every user, each id once, in document order.
  public let users: [User]
  /// The users who logged in recently, in login order.
  public let history: [UserID]
  /// The feed entries, in document order.
  public let feed: [FeedEntry]
  /// The promos, in document order; each ``Promo/position`` is within the feed.
  public let promos: [Promo]

  private let userIndex: [UserID: Int]

  /// Creates a document; when two users share an id, ``user(_:)`` finds the first.
  public init(
    me: UserID? = nil,
    users: [User] = [],
    history: [UserID] = [],
    feed: [FeedEntry] = [],
    promos: [Promo] = []
  ) {
    self.me = me
    self.users = users
    self.history = history
    self.feed = feed
    self.promos = promos
    var index: [UserID: Int] = [:]
    index.reserveCapacity(users.count)
    for (position, user) in users.enumerated() where index[user.id] == nil {
      index[user.id] = position
    }
    self.userIndex = index
  }

  /// The user with the given id, found in constant time, or `nil` if there is none.
  public func user(_ id: UserID) -> User? {
    guard let position = userIndex[id] else { return nil }
    return users[position]
  }

  /// Whether two documents have the same content.
  public static func == (lhs: Document, rhs: Document) -> Bool {
    lhs.me == rhs.me && lhs.users == rhs.users && lhs.history == rhs.history
      && lhs.feed == rhs.feed && lhs.promos == rhs.promos
  }
}
