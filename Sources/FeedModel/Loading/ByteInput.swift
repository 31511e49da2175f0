import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a document as they arrive: from a file, standard input, memory or a
/// ``ByteSource``, read a block at a time, so a reader can start before the end is in.
///
/// Files are opened read-only and never written. A reader owns its input, on one thread.
///
/// ```swift
/// let input = try ByteInput.file(path: "feed.json")
/// var block = [UInt8](repeating: 0, count: 1 << 16)
/// while try input.read(into: &block) > 0 { … }
/// ```
public final class ByteInput {
  /// The name in messages: the path as given, or `<stdin>`.
  public let name: String
  /// The input's size when known: a regular file's, or the bytes in memory.
  public let totalBytes: Int?
  /// The bytes handed out so far.
  public private(set) var bytesRead = 0

  private let descriptor: Int32
  private let ownsDescriptor: Bool
  /// Where the bytes come from when neither a descriptor nor memory.
  private let source: (any ByteSource)?
  private var memory: [UInt8]
  /// Bytes read ahead by ``peek(_:)``, handed out first.
  private var pending: [UInt8] = []
  /// How far into ``memory`` the source has been read.
  private var memoryOffset = 0

  private init(
    name: String, descriptor: Int32, owns: Bool, totalBytes: Int?, memory: [UInt8],
    source: (any ByteSource)? = nil
  ) {
    self.name = name
    self.descriptor = descriptor
    self.ownsDescriptor = owns
    self.totalBytes = totalBytes
    self.memory = memory
    self.source = source
  }

  deinit { if ownsDescriptor { close(descriptor) } }

  /// Bytes already in memory, such as the bundled demo.
  public convenience init(bytes: [UInt8], name: String) {
    self.init(name: name, descriptor: -1, owns: false, totalBytes: bytes.count, memory: bytes)
  }

  /// An open descriptor, such as a pipe, read as it arrives and never closed here.
  ///
  /// `totalBytes` is what is left to read when that is known, as for standard input redirected
  /// from a regular file (`listtui - < feed.json`): loading then says its share, not its bytes.
  public convenience init(descriptor: Int32, name: String, totalBytes: Int? = nil) {
    self.init(
      name: name, descriptor: descriptor, owns: false, totalBytes: totalBytes, memory: [])
  }

  /// The bytes a source gives, such as the text inflated from a gzipped input, read as they
  /// come; their size is not known.
  public convenience init(source: any ByteSource, name: String) {
    self.init(name: name, descriptor: -1, owns: false, totalBytes: nil, memory: [], source: source)
  }

  /// Standard input, read as it arrives.
  public static func standardInput() -> ByteInput {
    ByteInput(name: "<stdin>", descriptor: STDIN_FILENO, owns: false, totalBytes: nil, memory: [])
  }

  /// A file, opened read-only.
  ///
  /// - Throws: ``DocumentError/Kind/cannotOpen`` with the system's reason, for a missing or
  ///   unreadable file or a directory.
  public static func file(path: String) throws(DocumentError) -> ByteInput {
    let (descriptor, mode, size) = try opened(path, flags: O_RDONLY | O_CLOEXEC)
    if mode == S_IFDIR {
      close(descriptor)
      throw cannotOpen(path, EISDIR)
    }
    return ByteInput(
      name: path, descriptor: descriptor, owns: true, totalBytes: mode == S_IFREG ? size : nil,
      memory: [])
  }

  /// A regular file, opened read-only without waiting: a folder, a FIFO or a device at the
  /// path, even one put there after it was checked, is refused rather than waited on.
  ///
  /// - Throws: ``DocumentError/Kind/cannotOpen`` with the system's reason, or "not a regular
  ///   file".
  public static func regularFile(path: String) throws(DocumentError) -> ByteInput {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    let (descriptor, mode, size) = try opened(
      path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard mode == S_IFREG else {
      close(descriptor)
      throw DocumentError(
        kind: .cannotOpen, file: path, place: nil, message: "cannot open: not a regular file")
    }
    return ByteInput(name: path, descriptor: descriptor, owns: true, totalBytes: size, memory: [])
  }

  /// A path opened with `flags`, with its file type (`S_IFMT` bits) and size, as `fstat` gives
  /// them for what was opened.
  private static func opened(
    _ path: String, flags: Int32
  ) throws(DocumentError) -> (descriptor: Int32, mode: mode_t, size: Int) {
    // A path with a NUL in it names no file: the C string would end there, at another file.
    guard !path.utf8.contains(0) else { throw cannotOpen(path, ENOENT) }
    let descriptor = path.withPathCString { open($0, flags) }
    guard descriptor >= 0 else { throw cannotOpen(path, errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw cannotOpen(path, code)
    }
    return (descriptor, status.st_mode & S_IFMT, Int(status.st_size))
  }

  /// Whether the next read would wait: nothing was read ahead, and the input is a pipe (or a
  /// terminal, a socket) with nothing more to give yet; never for a file or bytes in memory.
  ///
  /// A read may then wait long (`ssh host cat feed.json` over a slow link, a writer that
  /// pauses): a reader hands out what it has first, and how much has come.
  public var wouldWait: Bool {
    guard pending.isEmpty else { return false }
    if let source { return source.wouldWait }
    return descriptor >= 0 && totalBytes == nil && !Self.hasInput(descriptor)
  }

  /// Reads up to `buffer.count` bytes into the start of a buffer; returns how many, 0 at the
  /// end.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(DocumentError) -> Int {
    guard buffer.count > 0 else { return 0 }
    let count: Int
    if !pending.isEmpty {
      count = min(buffer.count, pending.count)
      buffer.copyBytes(from: pending[0..<count])
      pending.removeFirst(count)
    } else {
      count = try readSource(into: buffer)
    }
    bytesRead += count
    return count
  }

  /// The first bytes of what is still to read, up to `count`, without consuming them.
  public func peek(_ count: Int) throws(DocumentError) -> [UInt8] {
    var block = [UInt8](repeating: 0, count: max(0, count))
    while pending.count < count {
      let read = try fill(&block, upTo: count - pending.count, from: readSource)
      if read == 0 { break }
      pending.append(contentsOf: block[0..<read])
    }
    return Array(pending.prefix(count))
  }

  /// Reads one more block ahead, as much as one read gives, and returns everything read ahead
  /// so far without consuming it; `isAtEnd` says whether the input ended.
  ///
  /// For telling what an input is from as few bytes as it takes, without waiting for more on a
  /// slow pipe than the first that arrive.
  public func peekMore() throws(DocumentError) -> (bytes: [UInt8], isAtEnd: Bool) {
    var block = [UInt8](repeating: 0, count: 1 << 16)
    let read = try fill(&block, upTo: block.count, from: readSource)
    pending.append(contentsOf: block[0..<read])
    return (pending, read == 0)
  }

  /// Reads from the file, the pipe or the memory, past anything peeked.
  private func readSource(into buffer: UnsafeMutableRawBufferPointer) throws(DocumentError) -> Int {
    if let source { return try source.read(into: buffer) }
    if descriptor < 0 {
      let start = memoryOffset
      let count = min(buffer.count, memory.count - start)
      guard count > 0 else { return 0 }
      buffer.copyBytes(from: memory[start..<start + count])
      memoryOffset += count
      return count
    }
    guard let base = buffer.baseAddress else { return 0 }
    // Waits out signals, and a pipe made non-blocking elsewhere while it is empty.
    let count = Self.waitingRead(descriptor, into: base, count: buffer.count)
    guard count >= 0 else { throw Self.cannotOpen(name, errno) }
    return count
  }

  /// Everything still to read, up to `limit` bytes.
  ///
  /// - Throws: a read failure as ``DocumentError/Kind/cannotOpen``, and more than `limit`
  ///   bytes as ``DocumentError/Kind/invalid``: `too large (N bytes; the limit is L)`, before
  ///   reading when the size is known, else `too large (more than L bytes; the limit is L)`.
  ///
  /// `progress` is told the count of bytes read so far after each block, so that a slow pipe can
  /// be said to be coming in.
  public func readAll(
    limit: Int = Int.max, progress: ((Int) -> Void)? = nil
  ) throws(DocumentError) -> [UInt8] {
    if let totalBytes, totalBytes - bytesRead > limit {
      throw DocumentError(
        kind: .invalid, file: name, place: nil,
        message: "too large (\(totalBytes - bytesRead) bytes; the limit is \(limit))")
    }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try fill(&block, upTo: block.count, from: read)
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else {
        throw DocumentError(
          kind: .invalid, file: name, place: nil,
          message: "too large (more than \(limit) bytes; the limit is \(limit))")
      }
      bytes.append(contentsOf: block[0..<count])
      progress?(bytes.count)
    }
  }

  /// Reads into the start of a block with `reader`, up to a count of bytes.
  private func fill(
    _ block: inout [UInt8], upTo count: Int,
    from reader: (UnsafeMutableRawBufferPointer) throws(DocumentError) -> Int
  ) throws(DocumentError) -> Int {
    var result: Result<Int, DocumentError> = .success(0)
    block.withUnsafeMutableBytes { raw in
      do throws(DocumentError) {
        result = .success(try reader(UnsafeMutableRawBufferPointer(rebasing: raw[0..<count])))
      } catch {
        result = .failure(error)
      }
    }
    return try result.get()
  }

  static func cannotOpen(_ name: String, _ code: Int32) -> DocumentError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return DocumentError(kind: .cannotOpen, file: name, place: nil, message: reason)
  }
}
