/// Caps that keep hostile archives from exhausting memory or time.
///
/// The defaults fit real Mastodon archives with room to spare: a 20,000-post outbox is about
/// 30 MB, and a video attachment rarely passes 100 MB.
public struct ArchiveLimits: Hashable, Sendable {
  /// The largest member ``MemberBag/read(_:limit:)`` returns by default, in bytes.
  ///
  /// Both the declared size and what inflating actually produces are checked.
  public var memberSize: Int
  /// The most members an archive or folder may hold.
  public var memberCount: Int
  /// The most a tar.gz may expand, as uncompressed bytes per compressed byte.
  ///
  /// Enforced once it has produced ``expansionGrace`` bytes. Deflate cannot pass about
  /// 1032:1; text compresses about 10:1, pictures about 1:1.
  public var maxExpansion: Int
  /// The uncompressed bytes a tar.gz may produce before ``maxExpansion`` is enforced.
  public var expansionGrace: Int

  /// Creates limits; every argument has a default.
  public init(
    memberSize: Int = 512 << 20,
    memberCount: Int = 1_000_000,
    maxExpansion: Int = 200,
    expansionGrace: Int = 64 << 20
  ) {
    self.memberSize = memberSize
    self.memberCount = memberCount
    self.maxExpansion = maxExpansion
    self.expansionGrace = expansionGrace
  }
}
