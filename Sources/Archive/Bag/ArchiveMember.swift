/// One regular file inside a ``MemberBag``: its name and declared size.
///
/// Get members from the bag that holds them (``MemberBag/members``,
/// ``MemberBag/member(named:)``, ``MemberBag/member(endingWith:caseInsensitive:)``) and read
/// them with ``MemberBag/read(_:limit:)``.
public struct ArchiveMember: Hashable, Sendable, CustomStringConvertible {
  /// The path inside the archive, with `/` separators (a zip's `\` is read as one) and any
  /// leading `./` removed, such as `media_attachments/files/000/000/001/original/a.jpg`.
  ///
  /// Names are kept otherwise as written, `../` and leading `/` included: nothing is ever
  /// written to disk, so a name is only a key.
  public let name: String
  /// The size in bytes the archive declares (for a folder, the size when it was walked).
  public let size: Int
  /// The member's position in its store's table.
  let index: Int

  init(name: String, size: Int, index: Int) {
    self.name = name
    self.size = size
    self.index = index
  }

  /// The name.
  public var description: String { name }
}
