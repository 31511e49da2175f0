/// A regular file found in a tar stream: its name, where its data starts in the uncompressed
/// stream, and its size.
struct TarEntry: Hashable, Sendable, LinkableEntry {
  /// The member's normalised name.
  var name: String
  /// The offset of its first data byte in the (uncompressed) tar stream.
  var dataOffset: Int
  /// Its size in bytes.
  var size: Int

  func renamed(_ name: String) -> TarEntry {
    TarEntry(name: name, dataOffset: dataOffset, size: size)
  }
}

/// What is wrong with a tar stream, before it is given the archive's name.
struct TarFailure: Error, Hashable {
  /// The member being read when it went wrong, if any.
  var member: String?
  /// What is wrong, such as `bad tar header checksum at byte 1536`.
  var reason: String
  /// Whether the stream is damaged (`truncated or corrupt (reason)`), rather than over a limit.
  var isCorruption = true
  /// Whether the stream is no tar at all: its first block is not a tar header, or it ends
  /// before one.
  var isNotATar = false

  /// The failure of a stream that is no tar at all.
  static let notATar = TarFailure(
    member: nil, reason: "not a tar archive", isCorruption: false, isNotATar: true)

  /// The reason of ``notATar(startingWith:)`` for a stream that starts as JSON does.
  static let jsonReason = "JSON, not a tar archive"

  /// The failure of a stream that is no tar at all and starts with `bytes`: one that starts as
  /// JSON does (a `[` or a `{`, after blank space) says so, as a gzipped JSON document is one.
  static func notATar(startingWith bytes: [UInt8]) -> TarFailure {
    let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else { return notATar }
    return TarFailure(member: nil, reason: jsonReason, isCorruption: false, isNotATar: true)
  }

  /// The error to report for the archive `archive`.
  func error(archive: String) -> ArchiveError {
    if isNotATar {
      return ArchiveError(kind: .notAnArchive, archive: archive, message: reason)
    }
    return isCorruption
      ? .corrupt(archive: archive, member: member, reason)
      : ArchiveError(kind: .malformed, archive: archive, member: member, message: reason)
  }
}
