/// A loaded feed document: the users, the login history, the feed and its promos.
///
/// Readers build one with a ``DocumentBuilder``, which also guarantees that every user id the
/// document mentions names one of its ``users`` once it is complete. A document still loading
/// may have entries whose author is not known yet.
///
/// ```swift
/// let author = document.user(document.feed.author(at: 0))
/// ```
public struct Document: Sendable, Equatable {
  /// The user who is browsing, if the document says.
  public let me: UserID?
  /// Every user, each id once, in document order.
  public let users: [User]
  /// The users who logged in (or were talked to) recently, most recent first or in login order,
  /// as the document gives them.
  public let history: [UserID]
  /// The feed entries, in the order to show them.
  public let feed: Feed
  /// The promos, in document order; each ``Promo/position`` is within the feed.
  public let promos: [Promo]

  private let userIndex: [UserID: Int]
  private let addressIndex: [String: Int]

  /// Creates a document; when two users share an id, ``user(_:)`` finds the first.
  ///
  /// A feed can be written as an array of entries: `feed: [FeedEntry(…), …]`.
  public init(
    me: UserID? = nil, users: [User] = [], history: [UserID] = [], feed: Feed = Feed(),
    promos: [Promo] = []
  ) {
    var index: [UserID: Int] = [:]
    index.reserveCapacity(users.count)
    var addresses: [String: Int] = [:]
    for (position, user) in users.enumerated() {
      if index[user.id] == nil { index[user.id] = position }
      if let address = user.address, addresses[address] == nil { addresses[address] = position }
    }
    self.init(
      me: me, users: users, userIndex: index, addressIndex: addresses, history: history,
      feed: feed, promos: promos)
  }

  init(
    me: UserID?, users: [User], userIndex: [UserID: Int], addressIndex: [String: Int],
    history: [UserID], feed: Feed, promos: [Promo]
  ) {
    self.me = me
    self.users = users
    self.userIndex = userIndex
    self.addressIndex = addressIndex
    self.history = history
    self.feed = feed
    self.promos = promos
  }

  /// The user with the given id, found in constant time, or `nil` if there is none.
  public func user(_ id: UserID) -> User? {
    guard let position = userIndex[id] else { return nil }
    return users[position]
  }

  /// The user a post's author names: the user with that id, else the first with that address
  /// (`@bob@other.example`), as a reply, boost or quote in an archive names its author, whose
  /// id is an actor URI; found in constant time.
  public func user(named author: String) -> User? {
    user(UserID(author)) ?? addressIndex[author].map { users[$0] }
  }

  /// Whether the feed has a row to show: an entry or a promo.
  ///
  /// Users alone are not enough: until the first entry is read, a document still loading has
  /// nothing to show, and an error then ends the app with its message instead of opening an
  /// empty screen.
  public var hasEntries: Bool { !feed.isEmpty || !promos.isEmpty }

  /// The entry with an id, or nil.
  public func entry(id: String) -> FeedEntry? {
    feed.position(ofID: id).map { feed[$0] }
  }

  /// Whether two documents have the same content.
  public static func == (lhs: Document, rhs: Document) -> Bool {
    lhs.me == rhs.me && lhs.users == rhs.users && lhs.history == rhs.history
      && lhs.feed == rhs.feed && lhs.promos == rhs.promos
  }
}
