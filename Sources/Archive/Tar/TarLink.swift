/// A hard link (type `1`) or symbolic link (type `2`) found in a tar stream, to resolve within
/// the archive once the whole stream is read (see ``TarLinks``).
struct TarLink: Hashable, Sendable {
  /// The link's normalised name.
  var name: String
  /// The target as written: for a hard link another member's name, for a symbolic link a path
  /// relative to the link's folder (or an absolute one).
  var target: String
  /// Whether the link is symbolic, so that its target is relative to its folder.
  var isSymbolic: Bool
  /// How many regular files came before it in the stream, which places it among them.
  var entriesBefore: Int
}
