import TextEscaping

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A regular file opened read-only, read with positioned reads (`pread`).
///
/// Positioned reads share no file offset, so threads may read the same file at once; the
/// descriptor is closed when the last reference goes. Immutable, hence `Sendable`.
final class ReadOnlyFile: Sendable {
  /// The open descriptor.
  let descriptor: Int32
  /// The file's size when it was opened, in bytes.
  let size: Int
  /// The name for messages: the path as given.
  let name: String

  /// Opens the regular file at `path`.
  ///
  /// A missing, unreadable or non-regular path fails as ``ArchiveError/Kind/cannotOpen`` with
  /// the system's reason, at once: a FIFO is not waited on. With `noFollow`, a symbolic link at `path` itself is refused.
  init(path: String, noFollow: Bool = false) throws(ArchiveError) {
    // A path with a NUL in it names no file: the C string would end there, at another file.
    guard !path.utf8.contains(0) else { throw .system(archive: path, member: nil, code: ENOENT) }
    // Not blocking: a FIFO put where a file was (a folder changed after it was opened) is
    // refused below, where a blocking open would wait for a writer for ever.
    let descriptor = path.withPathCString {
      open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (noFollow ? O_NOFOLLOW : 0))
    }
    guard descriptor >= 0 else { throw .system(archive: path, member: nil, code: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .system(archive: path, member: nil, code: code)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw ArchiveError(
        kind: .cannotOpen, archive: path, message: "not a regular file or a folder")
    }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
    self.name = path
  }

  /// A copy of an open descriptor of a regular file, such as a temporary file already removed
  /// from its folder, read under `name`; the caller's descriptor stays the caller's.
  ///
  /// A descriptor that is not open, or not of a regular file, fails as
  /// ``ArchiveError/Kind/cannotOpen``.
  init(duplicating original: Int32, name: String) throws(ArchiveError) {
    let descriptor = fcntl(original, F_DUPFD_CLOEXEC, 0)
    guard descriptor >= 0 else { throw .system(archive: name, member: nil, code: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw ArchiveError(kind: .cannotOpen, archive: name, message: "not a regular file")
    }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
    self.name = name
  }

  deinit { close(descriptor) }

  /// Reads up to `buffer.count` bytes at `offset` into `buffer`.
  ///
  /// Fewer are read only at the end of the file. Returns the count read, or `-errno`.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
      let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
      if count > 0 {
        done += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        return -Int(errno)
      }
    }
    return done
  }

  /// Exactly `count` bytes at `offset`, or `nil` if the file ends first.
  ///
  /// - Throws: ``ArchiveError/Kind/cannotOpen`` naming `member` when the system fails.
  func bytes(at offset: Int, count: Int, member: String?) throws(ArchiveError) -> [UInt8]? {
    guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { return nil }
    // Not through `unsafeUninitializedCapacity: 0`, which writes the count of the one empty
    // array every thread shares (a data race the thread sanitizer reports).
    guard count > 0 else { return [] }
    var result: Int = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      result = read(at: offset, into: UnsafeMutableRawBufferPointer(buffer))
      initialized = max(0, result)
    }
    if result < 0 { throw .system(archive: name, member: member, code: Int32(-result)) }
    return bytes.count == count ? bytes : nil
  }
}
