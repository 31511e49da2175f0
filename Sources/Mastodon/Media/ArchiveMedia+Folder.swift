import Archive
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

extension ArchiveMedia {
  /// Why a location of an extracted export names no file, when something else is in the
  /// file's place: `not a file` for a folder, a FIFO, a device or a socket, as beside a
  /// listtui document, and `link loop` for a symbolic link that leads round in a loop; nil for
  /// an archive, or when nothing is there (the file is missing).
  ///
  /// The paths are only looked at (`stat`), never opened: a FIFO would wait for a writer.
  func notAFile(_ location: String) -> String? {
    guard bag.format == .folder else { return nil }
    let folder = bag.name.hasSuffix("/") ? bag.name : bag.name + "/"
    let candidates = MediaPath.spellings(location).flatMap { location in
      [MediaPath.sharedSuffix(location)].compactMap(\.self)
        + MediaPath.relativeCandidates(location)
    }
    // A `..` in a location is only a name, and a NUL would end the C string early.
    for path in candidates
    where !path.split(separator: "/").contains("..") && !path.utf8.contains(0) {
      var status = stat()
      guard (folder + root + path).withPathCString({ stat($0, &status) }) == 0 else {
        if errno == ELOOP { return "link loop" }
        continue
      }
      if status.st_mode & S_IFMT != S_IFREG { return "not a file" }
    }
    return nil
  }
}
