/// What a server counts of a post and what the browsing user did with it: its replies, boosts
/// and favourites, whether the user favourited or bookmarked it, and the application it was
/// posted with.
///
/// Only an API status says these (`replies_count`, `reblogs_count`, `favourites_count`,
/// `favourited`, `bookmarked`, `application`); an archive holds none of them, and its entries
/// have no engagement rather than one of zeros. A field the status does not give, or gives in
/// a form that cannot be read, is nil: unknown, never 0 or false.
public struct Engagement: Hashable, Sendable {
  /// The replies the server counts.
  public var replies: Int?
  /// The boosts the server counts.
  public var boosts: Int?
  /// The favourites the server counts.
  public var favourites: Int?
  /// Whether the browsing user favourited the post; nil when the status does not say (one
  /// fetched without logging in).
  public var isFavourited: Bool?
  /// Whether the browsing user bookmarked the post; nil when the status does not say.
  public var isBookmarked: Bool?
  /// The name of the application the post was written with, such as `Web`.
  public var application: String?

  /// Creates an engagement; every field unknown unless given.
  public init(
    replies: Int? = nil, boosts: Int? = nil, favourites: Int? = nil, isFavourited: Bool? = nil,
    isBookmarked: Bool? = nil, application: String? = nil
  ) {
    self.replies = replies
    self.boosts = boosts
    self.favourites = favourites
    self.isFavourited = isFavourited
    self.isBookmarked = isBookmarked
    self.application = application
  }

  /// Whether nothing is known.
  public var isEmpty: Bool { self == Engagement() }
}
