/// A hard link or symbolic link found in an archive (a tar's type `1` or `2`, a zip member
/// whose Unix mode says it is a link), to resolve within the archive once its whole table is
/// read (see ``MemberLinks``).
struct MemberLink: Hashable, Sendable {
  /// The link's normalised name.
  var name: String
  /// The target as written: for a hard link another member's name, for a symbolic link a path
  /// relative to the link's folder (or an absolute one).
  var target: String
  /// Whether the link is symbolic, so that its target is relative to its folder.
  var isSymbolic: Bool
  /// How many regular files came before it in the archive, which places it among them.
  var entriesBefore: Int
}

/// A regular file of an archive's table that a link can stand for: the link reads as it,
/// under the link's own name.
protocol LinkableEntry: Sendable {
  /// The member's normalised name.
  var name: String { get }

  /// The same file under another name: a link's.
  func renamed(_ name: String) -> Self
}
