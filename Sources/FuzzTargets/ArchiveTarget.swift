import Archive

/// An archive as the Mastodon reader opens one: any input is written to a file, opened as a
/// zip, tar.gz or tar by content, and its first members are read whole and looked up by name
/// and by suffix.
///
/// The limits are the app's defaults. An error opening the archive is a refusal; one reading a
/// member is counted and the next is read, as the Mastodon reader does for media.
///
/// ```swift
/// ArchiveTarget.run(Array("PK\u{5}\u{6}".utf8))  // refused: fuzz: truncated or corrupt …
/// ```
public enum ArchiveTarget {
  /// The members read from one archive, at most.
  public static let membersRead = 32

  /// Opens `bytes` as an archive and reads its first members; never traps.
  public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
    guard let file = ScratchFile(bytes, name: "archive") else {
      return .refused("cannot write a temporary file")
    }
    defer { file.remove() }
    let bag: MemberBag
    do {
      bag = try ArchiveReader.open(path: file.path)
    } catch {
      var named = error
      named.archive = "fuzz"
      return .refused(named.description)
    }
    var total = 0
    var failures = 0
    for member in bag.members.prefix(membersRead) {
      _ = bag.member(named: member.name)
      _ = bag.member(endingWith: member.name, caseInsensitive: true)
      do {
        total += try bag.read(member).count
      } catch {
        failures += 1
      }
    }
    return .accepted(
      "\(bag.format) of \(bag.members.count) members, \(total) bytes read, \(failures) unreadable")
  }
}
