#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension DocumentLoader {
  /// The whole content of the file at `path`, opened read-only.
  ///
  /// A missing, unreadable or non-regular-file path (such as a directory) fails as
  /// ``DocumentError/Kind/cannotOpen`` with the system's reason.
  static func readFile(atPath path: String) throws(DocumentError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw cannotOpen(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw cannotOpen(path, errno) }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw cannotOpen(path, EISDIR)
    }
    let isRegular = status.st_mode & S_IFMT == S_IFREG
    let sizeHint = isRegular ? Int(status.st_size) + 1 : 0
    return try readAll(descriptor, sizeHint: sizeHint, name: path)
  }

  /// Everything on standard input, read to its end.
  static func readStandardInput() throws(DocumentError) -> [UInt8] {
    try readAll(STDIN_FILENO, sizeHint: 0, name: DocumentSource.standardInput.displayName)
  }

  /// Reads `descriptor` to its end; `sizeHint` is the expected length plus one, or 0.
  ///
  /// The buffer is never zero-filled: each pass reads into fresh capacity, doubling it when
  /// full, so a regular file of known size is read in a single pass.
  static func readAll(
    _ descriptor: Int32, sizeHint: Int, name: String
  ) throws(DocumentError) -> [UInt8] {
    var bytes: [UInt8] = []
    var capacity = max(sizeHint, 64 * 1024)
    while true {
      let previous = bytes
      var failure: Int32 = 0
      var atEnd = false
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        initialized = previous.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        while initialized < capacity {
          let count = read(descriptor, base + initialized, capacity - initialized)
          if count > 0 {
            initialized += count
          } else if count == 0 {
            atEnd = true
            return
          } else if errno != EINTR {
            failure = errno
            return
          }
        }
      }
      if failure != 0 { throw cannotOpen(name, failure) }
      if atEnd { return bytes }
      capacity *= 2
    }
  }

  private static func cannotOpen(_ name: String, _ code: Int32) -> DocumentError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return DocumentError(kind: .cannotOpen, file: name, place: nil, message: reason)
  }
}
