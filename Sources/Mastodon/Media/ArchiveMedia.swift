import Archive
import FeedModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Pictures read from the members of an archive, on demand and on any thread.
///
/// A location resolves to the member whose path ends with its part from
/// `media_attachments/` (compared case-insensitively, since extensions vary in case), or for
/// other relative locations (`avatar.png`) to the member of that name under the export's root
/// (`avatar.png?1526000000` to `avatar.png` too, when no member carries the query); a location
/// with percent escapes that match no member is tried decoded (``MediaPath/spellings(_:)``).
/// An empty member (what Mastodon leaves when it could not copy a file) is read like any
/// other, so that it is shown as an empty file rather than as missing, and a member that is
/// there but damaged (its checksum does not match) is shown as unreadable, and one over
/// ``MediaResolution/byteLimit`` as too large, without inflating it past the limit. A file of an
/// extracted export that the user may not read is said to be so, a name the archive holds
/// but leaves out (a link outside it, say) says why (``Archive/MemberBag/leftOut``), and a
/// folder or a FIFO in an extracted export's file's place says `not a file` (see
/// ``notAFile(_:)``).
struct ArchiveMedia: MediaSource {
  /// The archive.
  let bag: MemberBag
  /// The folder inside the archive that holds `outbox.json`: empty, or ending in `/`.
  let root: String

  func resolve(_ location: String) -> MediaResolution {
    if let member = member(for: location) {
      let bag = bag
      return .readable(key: "\(bag.name)\u{0}\(member.name)") { () throws -> [UInt8] in
        do throws(ArchiveError) {
          // Held to the limit of a picture file on disk: a member declaring more is not
          // inflated, and none is inflated past it.
          return try bag.read(member, limit: MediaResolution.byteLimit)
        } catch {
          switch error.kind {
          case .malformed:
            if let unsupported = error.unsupported {
              throw MediaReadError.unsupported(unsupported.words)
            }
            throw MediaReadError.damaged(error.message)
          case .tooLarge:
            throw MediaReadError.tooLarge(
              byteCount: max(member.size, MediaResolution.byteLimit + 1))
          case .cannotOpen where error.systemCode == EACCES || error.systemCode == EPERM:
            throw MediaReadError.permissionDenied(error.description)
          case .cannotOpen, .notAnArchive: throw error
          }
        }
      }
    }
    if let host = MediaPath.remoteHost(location) { return .remote(host: host) }
    if !bag.leftOut.isEmpty,
      let leftOut = find(
        location, named: { bag.leftOut(endingWith: $0) },
        endingWith: { bag.leftOut(endingWith: $0, caseInsensitive: true) })
    {
      return .leftOut(leftOut.reason)
    }
    if let reason = notAFile(location) { return .leftOut(reason) }
    return bag.truncation == nil ? .missing : .cutOff
  }

  func byteCount(of location: String) -> Int? { member(for: location)?.size }

  private func member(for location: String) -> ArchiveMember? {
    find(
      location, named: { bag.member(named: $0) },
      endingWith: { bag.member(endingWith: $0, caseInsensitive: true) })
  }

  /// The first thing found for a spelling of `location`: by its part from
  /// `media_attachments/` (with `endingWith`), or as a name relative to the root (with
  /// `named`, then `endingWith`).
  private func find<Found>(
    _ location: String, named: (String) -> Found?, endingWith: (_ suffix: String) -> Found?
  ) -> Found? {
    for spelling in MediaPath.spellings(location) {
      if let suffix = MediaPath.sharedSuffix(spelling), let found = endingWith(suffix) {
        return found
      }
      for relative in MediaPath.relativeCandidates(spelling) {
        if let found = named(root + relative) ?? endingWith(root + relative) { return found }
      }
    }
    return nil
  }
}
