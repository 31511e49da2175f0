/// A person in the document, with a profile and links to other users.
///
/// Only ``id`` and ``nickname`` are always present. Once loaded, every id in ``friends``,
/// ``following`` and ``followers`` names a user of the same document.
public struct User: Hashable, Sendable, Identifiable {
  /// The user's unique id within the document.
  public var id: UserID
  /// The short public name, such as `"radioboo"`.
  public var nickname: String
  /// The full name, if given.
  public var fullName: String?
  /// The user's address on a network, such as `@radioboo@example.social`, if known.
  public var address: String?
  /// The profile picture's location, as written: a path or an address; never fetched.
  public var pictureURL: String?
  /// The header picture's location (the banner atop a Mastodon profile), as written: a path or
  /// an address; never fetched.
  public var headerURL: String?
  /// The e-mail address, if given.
  public var email: String?
  /// A free-text introduction, if given.
  public var about: String?
  /// Labelled profile lines, in document order.
  public var attributes: [Attribute]
  /// When the user joined, as written (usually ISO 8601).
  public var joined: String?
  /// The address of the account the user moved to, if they moved.
  public var movedTo: String?
  /// Whether the account is a person's, a bot's or a group's; a person's unless the document
  /// says otherwise.
  ///
  /// The profile shows a bot's and a group's as Mastodon does, with an `Automated` or a
  /// `Group` badge (see ``AccountKind/badge``).
  public var kind: AccountKind
  /// Whether the account approves its followers by hand (ActivityPub's
  /// `manuallyApprovesFollowers`, the API's `locked`): Mastodon marks it with a lock.
  public var isLocked: Bool
  /// Whether the account is kept in memory of someone who died (`memorial`).
  ///
  /// Mastodon's profile then says `In memoriam.`
  public var isMemorial: Bool
  /// Counted facts, such as posts, boosts and likes, in the order to show them.
  public var stats: [UserStat]
  /// The user's friends.
  public var friends: [UserID]
  /// The users this user follows.
  public var following: [UserID]
  /// The users who follow this user.
  public var followers: [UserID]
  /// Other names that identify the user where the document came from, such as an API
  /// account's id and its profile's address; `--user` accepts them.
  public var aliases: [String]

  /// Creates a user; every field but the id and nickname may be left out.
  public init(
    id: UserID,
    nickname: String,
    fullName: String? = nil,
    address: String? = nil,
    pictureURL: String? = nil,
    headerURL: String? = nil,
    email: String? = nil,
    about: String? = nil,
    attributes: [Attribute] = [],
    joined: String? = nil,
    movedTo: String? = nil,
    stats: [UserStat] = [],
    friends: [UserID] = [],
    following: [UserID] = [],
    followers: [UserID] = [],
    aliases: [String] = [],
    kind: AccountKind = .person,
    isLocked: Bool = false,
    isMemorial: Bool = false
  ) {
    self.id = id
    self.nickname = nickname
    self.fullName = fullName
    self.address = address
    self.pictureURL = pictureURL
    self.headerURL = headerURL
    self.email = email
    self.about = about
    self.attributes = attributes
    self.joined = joined
    self.movedTo = movedTo
    self.stats = stats
    self.friends = friends
    self.following = following
    self.followers = followers
    self.aliases = aliases
    self.kind = kind
    self.isLocked = isLocked
    self.isMemorial = isMemorial
  }
}
