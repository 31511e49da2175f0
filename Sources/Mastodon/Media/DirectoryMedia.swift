import FeedModel
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Pictures beside a bare `outbox.json`: relative locations resolve to files of its folder,
/// and only of it, as in a folder export (a `..` in a location, written or percent-encoded, is
/// only a name; a location is tried as written, then decoded); an empty file
/// is read as one, so that it is shown as an empty file rather than as missing.
struct DirectoryMedia: MediaSource {
  /// The folder holding `outbox.json`, ending in `/` (or empty for the current folder).
  let directory: String

  func resolve(_ location: String) -> MediaResolution {
    let candidates = MediaPath.spellings(location).flatMap { location in
      [MediaPath.sharedSuffix(location)].compactMap(\.self)
        + MediaPath.relativeCandidates(location)
    }
    // A NUL would end the C string of the path early, at another file.
    for path in candidates
    where !path.split(separator: "/").contains("..") && !path.utf8.contains(0) {
      let full = directory + path
      var status = stat()
      guard full.withPathCString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG
      else { continue }
      return .readable(key: full) {
        try ByteInput.regularFile(path: full).readAll(limit: 512 << 20)
      }
    }
    if let host = MediaPath.remoteHost(location) { return .remote(host: host) }
    return .missing
  }
}
