import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file, read-only, refusing what is missing, empty, too big or not a
/// regular file, without ever blocking on a FIFO or a device.
enum FileReader {
  /// The file's bytes.
  ///
  /// - Throws: ``PictureError/missing(_:)``, ``PictureError/permissionDenied(_:)``,
  ///   ``PictureError/empty`` or ``PictureError/fileTooLarge(byteCount:)``.
  static func contents(of path: String, maxBytes: Int) throws(PictureError) -> [UInt8] {
    // A path with a NUL in it names no file: the C string would end there, at another file.
    guard !path.utf8.contains(0) else { throw .missing("a path with a NUL character") }
    // Looked at first, so that a FIFO or a device is never opened at all; what the path
    // names may still change before it is opened, which `fstat` below catches.
    var named = stat()
    if path.withPathCString({ stat($0, &named) }) == 0, named.st_mode & S_IFMT != S_IFREG {
      throw .missing("\(path.showingStrayBytes): not a regular file")
    }
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. By the path's
    // bytes: a folder named in Latin-1 is kept in the string byte for byte.
    let descriptor = path.withPathCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
    guard descriptor >= 0 else { throw failure(opening: path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .missing("\(path): \(lastError())") }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .missing("\(path): not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= maxBytes else { throw .fileTooLarge(byteCount: size) }
    guard size > 0 else { throw .empty }

    // The file may change while it is read: read to its end, but never past the cap.
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard bytes.count < maxBytes else { break }
        bytes.append(contentsOf: repeatElement(0, count: min(maxBytes - bytes.count, 1 << 16)))
      }
      let count = bytes.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .missing("\(path): \(lastError())")
      }
      if count == 0 { break }
      filled += count
    }
    guard filled > 0 else { throw .empty }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  /// Why `open` failed on `path` with `code`: a file the system will not let be read is not
  /// missing (a symbolic link loop, `ELOOP`, or a missing file is).
  static func failure(opening path: String, _ code: Int32) -> PictureError {
    let reason = "\(path.showingStrayBytes): \(String(cString: strerror(code)))"
    return code == EACCES || code == EPERM ? .permissionDenied(reason) : .missing(reason)
  }

  /// The C library's message for `errno`.
  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}
