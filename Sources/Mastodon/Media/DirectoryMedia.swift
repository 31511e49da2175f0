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
/// is read as one, so that it is shown as an empty file rather than as missing, one this
/// user may not read is said to be so, and a folder, a FIFO or a device in a file's place is
/// `not a file`, never opened, as beside a listtui document.
struct DirectoryMedia: MediaSource {
  /// The folder holding `outbox.json`, ending in `/` (or empty for the current folder).
  let directory: String

  func resolve(_ location: String) -> MediaResolution { find(location).resolution }

  func byteCount(of location: String) -> Int? { find(location).size }

  /// What `location` names, and its size when it is a file.
  private func find(_ location: String) -> (resolution: MediaResolution, size: Int?) {
    let candidates = MediaPath.spellings(location).flatMap { location in
      [MediaPath.sharedSuffix(location)].compactMap(\.self)
        + MediaPath.relativeCandidates(location)
    }
    // A file in a folder this user may not search cannot even be looked at.
    var denied: String?
    // A folder, a FIFO or a device where the file should be, or a link that loops: said so
    // rather than missing, when no spelling names a file.
    var notRead: String?
    // A NUL would end the C string of the path early, at another file.
    for path in candidates
    where !path.split(separator: "/").contains("..") && !path.utf8.contains(0) {
      let full = directory + path
      var status = stat()
      guard full.withPathCString({ stat($0, &status) }) == 0 else {
        if errno == EACCES && denied == nil { denied = full }
        if errno == ELOOP && notRead == nil { notRead = "link loop" }
        continue
      }
      guard status.st_mode & S_IFMT == S_IFREG else {
        if notRead == nil { notRead = "not a file" }
        continue
      }
      return (.readable(key: full) { try Self.read(full) }, Int(status.st_size))
    }
    if let host = MediaPath.remoteHost(location) { return (.remote(host: host), nil) }
    if let denied { return (.readable(key: denied) { try Self.read(denied) }, nil) }
    if let notRead { return (.leftOut(notRead), nil) }
    return (.missing, nil)
  }

  /// Reads a regular file whole: one this user may not read fails as
  /// ``MediaReadError/permissionDenied(_:)``, so that its frame does not call it missing, and
  /// one over ``MediaResolution/byteLimit`` as ``MediaReadError/tooLarge(byteCount:)``.
  static func read(_ path: String) throws -> [UInt8] {
    let input: ByteInput
    do {
      input = try ByteInput.regularFile(path: path)
    } catch {
      // Asked only once opening has failed, to tell why.
      let code = path.withPathCString { access($0, R_OK) } == 0 ? 0 : errno
      if code == EACCES || code == EPERM {
        throw MediaReadError.permissionDenied("\(path): \(String(cString: strerror(code)))")
      }
      throw error
    }
    // Held to the limit of a picture beside a document: one over it is not read.
    let limit = MediaResolution.byteLimit
    if let size = input.totalBytes, size > limit { throw MediaReadError.tooLarge(byteCount: size) }
    do throws(DocumentError) {
      return try input.readAll(limit: limit)
    } catch {
      // A file that grew past the limit while it was read.
      guard error.kind == .invalid else { throw error }
      throw MediaReadError.tooLarge(byteCount: limit + 1)
    }
  }
}
