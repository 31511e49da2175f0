/// A regular file found in a tar stream: its name, where its data starts in the uncompressed
/// stream, and its size.
struct TarEntry: Hashable, Sendable {
  /// The member's normalised name.
  var name: String
  /// The offset of its first data byte in the (uncompressed) tar stream.
  var dataOffset: Int
  /// Its size in bytes.
  var size: Int
}

/// What is wrong with a tar stream, before it is given the archive's name.
struct TarFailure: Error, Hashable {
  /// The member being read when it went wrong, if any.
  var member: String?
  /// What is wrong, such as `bad tar header checksum at byte 1536`.
  var reason: String
}
