/// A name an archive holds that is no member to read: a link that cannot be followed within
/// the archive (to a file outside it, to nothing, round a loop, to a folder), or a device or a
/// fifo.
///
/// Each is also one of the bag's ``MemberBag/warnings``; ``reason`` says why in a few words,
/// for a place too small for the warning, such as a picture's frame:
///
/// ```swift
/// bag.leftOut(endingWith: "original/a.png")?.reason  // "link outside the archive"
/// ```
public struct LeftOutMember: Hashable, Sendable {
  /// Its normalised name, as a member's would be.
  public let name: String
  /// Why it is left out, in a few words: `link outside the archive`, `link to nothing`,
  /// `link loop`, `link to a folder`, `link to a device`, `not a regular file`.
  public let reason: String
  /// The warning's text after the name: `symbolic link to "/etc/passwd", outside the archive;
  /// left out`.
  let message: String

  init(name: String, reason: String, message: String) {
    self.name = name
    self.reason = reason
    self.message = message
  }

  /// The warning that names it in the archive `archive`.
  func warning(archive: String) -> ArchiveError {
    ArchiveError(kind: .malformed, archive: archive, member: name, message: message)
  }
}
