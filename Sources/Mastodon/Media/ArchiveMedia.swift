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
/// extracted export that the user may not read is said to be so.
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
    return bag.truncation == nil ? .missing : .cutOff
  }

  private func member(for location: String) -> ArchiveMember? {
    MediaPath.spellings(location).lazy.compactMap(member(spelled:)).first
  }

  private func member(spelled location: String) -> ArchiveMember? {
    if let suffix = MediaPath.sharedSuffix(location),
      let member = bag.member(endingWith: suffix, caseInsensitive: true)
    {
      return member
    }
    for relative in MediaPath.relativeCandidates(location) {
      if let member = bag.member(named: root + relative)
        ?? bag.member(endingWith: root + relative, caseInsensitive: true)
      {
        return member
      }
    }
    return nil
  }
}
