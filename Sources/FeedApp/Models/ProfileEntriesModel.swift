import FeedModel
import ListKit

/// A list of entries on a user's profile, newest first, as a section of it: their own posts
/// (``SectionKind/posts``) or the browsing user's boosts of their posts
/// (``SectionKind/yourBoosts``); at most ``limit``, with how many there are in all.
///
/// The two lists hold the same things, positions in the feed, and differ only in what they
/// are: their kind is their identity in the profile, and it picks their section controller
/// (``PostsSectionController`` or ``BoostsSectionController``).
struct ProfileEntriesModel: Diffable {
  /// The most entries listed; a line under them says how many more there are.
  static let limit = 1_000

  /// Which list this is: ``SectionKind/posts`` or ``SectionKind/yourBoosts``.
  var kind: SectionKind
  /// Whose posts they are, or whose posts were boosted.
  var user: UserID
  /// The feed the positions are in.
  var feed: Feed
  /// The positions of the entries listed, newest first.
  var positions: [Int]
  /// How many entries there are, listed or not.
  var total: Int
  var diffID: String { kind.name }

  /// The list of `kind` of `user`'s entries at `positions`, the first ``limit`` of them
  /// listed; nil when there are none.
  init?(kind: SectionKind, user: UserID, positions: [Int], feed: Feed) {
    guard !positions.isEmpty else { return nil }
    self.kind = kind
    self.user = user
    self.feed = feed
    self.positions = Array(positions.prefix(Self.limit))
    total = positions.count
  }

  func isContentEqual(to other: ProfileEntriesModel) -> Bool {
    kind == other.kind && user == other.user && total == other.total
      && positions == other.positions && feed.isIdentical(to: other.feed)
  }
}
