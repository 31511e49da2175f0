import FeedModel
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DocumentLoader {
  /// Standard input (`standardInput`, the descriptor it is open on), or the file at `path`
  /// that is no regular file (a FIFO, `<(…)`), to read through a ``CountingRelay``, and the
  /// relay; read straight, with no relay, when none can be made.
  ///
  /// Standard input redirected from a regular file (`listtui - < feed.json`) is read straight,
  /// with its size: what is left of the file from its offset, so that loading says its share,
  /// as for a file named on the command line, and a document too large is refused before it
  /// is read.
  ///
  /// - Throws: ``FeedModel/DocumentError/Kind/cannotOpen`` with the system's reason when the
  ///   file cannot be opened.
  static func pipeInput(
    path: String?, standardInput: Int32 = STDIN_FILENO
  ) throws(DocumentError) -> (ByteInput, CountingRelay?) {
    guard let path else {
      if let size = regularFileSize(of: standardInput) {
        return (ByteInput(descriptor: standardInput, name: "<stdin>", totalBytes: size), nil)
      }
      guard let relay = CountingRelay(source: standardInput, ownsSource: false) else {
        return (ByteInput(descriptor: standardInput, name: "<stdin>"), nil)
      }
      return (ByteInput(descriptor: relay.descriptor, name: "<stdin>"), relay)
    }
    let source =
      path.utf8.contains(0) ? -1 : path.withPathCString { open($0, O_RDONLY | O_CLOEXEC) }
    // The reader's own opening says why a path cannot be opened, as for a regular file.
    guard source >= 0 else { return (try ByteInput.file(path: path), nil) }
    guard let relay = CountingRelay(source: source, ownsSource: true) else {
      close(source)
      return (try ByteInput.file(path: path), nil)
    }
    return (ByteInput(descriptor: relay.descriptor, name: path), relay)
  }

  /// The bytes left to read of `descriptor` when it is open on a regular file (standard input
  /// redirected from one), from its offset to its end; nil for a pipe, a terminal or a socket,
  /// whose size is not known.
  static func regularFileSize(of descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let offset = lseek(descriptor, 0, SEEK_CUR)
    return max(0, Int(status.st_size) - Int(max(0, offset)))
  }
}
