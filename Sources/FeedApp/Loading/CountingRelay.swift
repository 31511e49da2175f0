import FeedModel
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a pipe (standard input, a FIFO) passed on to the reader by a thread of its own
/// that counts them, so that a JSON document stops at a size limit however it arrives.
///
/// The reader reads ``descriptor``, one end of a socket pair; the thread copies the source to
/// the other end as it arrives, so a slow pipe's first entries still show at once. No limit
/// holds until ``limit(to:)`` sets one, once the input has turned out to be JSON (an archive,
/// copied to a file, may be larger); past it the thread stops and ends the copy, so memory does
/// not grow with what follows, and ``overLimitError(name:)`` says so.
final class CountingRelay: Sendable {
  /// The end the reader reads; closed when the relay goes.
  let descriptor: Int32
  private let counts: Counts

  /// What the thread has counted, and the limit it checks.
  private final class Counts: Sendable {
    let total = Atomic<Int>(0)
    let limit = Atomic<Int>(Int.max)
    let isOverLimit = Atomic<Bool>(false)
    /// The system's error number when reading the source failed; 0 when it did not.
    let failure = Atomic<Int32>(0)
  }

  /// Starts copying `source`, closing it at the end of the copy when it is `ownsSource`, or
  /// returns nil when no socket pair can be made.
  init?(source: Int32, ownsSource: Bool) {
    var pair: [Int32] = [-1, -1]
    #if canImport(Glibc)
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
    let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
    descriptor = pair[0]
    let sink = pair[1]
    let counts = Counts()
    self.counts = counts
    // A thread of its own: the copy waits on the pipe for as long as it is quiet.
    LoadingThread.start {
      Self.copy(from: source, to: sink, counts: counts)
      if ownsSource { close(source) }
    }
  }

  deinit { close(descriptor) }

  /// Holds the copy to `limit` bytes from here on, counting those already passed on.
  func limit(to limit: Int) {
    counts.limit.store(limit, ordering: .sequentiallyConsistent)
  }

  /// The error for an input that passed the limit, named `name`, or nil when it did not.
  func overLimitError(name: String) -> DocumentError? {
    let limit = counts.limit.load(ordering: .sequentiallyConsistent)
    guard
      counts.isOverLimit.load(ordering: .sequentiallyConsistent)
        || counts.total.load(ordering: .sequentiallyConsistent) > limit
    else { return nil }
    return DocumentError(
      kind: .invalid, file: name, place: nil,
      message: "too large (more than \(limit) bytes; the limit is \(limit))")
  }

  /// The error for a source that could not be read, named `name`, or nil when it could.
  func readError(name: String) -> DocumentError? {
    let code = counts.failure.load(ordering: .sequentiallyConsistent)
    guard code != 0 else { return nil }
    return DocumentError(
      kind: .cannotOpen, file: name, place: nil, message: String(cString: strerror(code)))
  }

  #if canImport(Glibc)
  /// Sends that fail when the reader has gone, rather than raise SIGPIPE.
  private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
  private static let noSignal: Int32 = 0
  #endif

  /// Copies until the source ends, fails or passes the limit, or the reader goes; then ends
  /// the copy.
  private static func copy(from source: Int32, to sink: Int32, counts: Counts) {
    defer { close(sink) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // Waits out signals, and a source made non-blocking elsewhere while it is empty.
      let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return ByteInput.waitingRead(source, into: base, count: raw.count)
      }
      if count < 0 { counts.failure.store(errno, ordering: .sequentiallyConsistent) }
      guard count > 0 else { return }
      let total = counts.total.add(count, ordering: .sequentiallyConsistent).newValue
      if total > counts.limit.load(ordering: .sequentiallyConsistent) {
        counts.isOverLimit.store(true, ordering: .sequentiallyConsistent)
        return
      }
      var written = 0
      while written < count {
        let sent = buffer[written..<count].withUnsafeBytes {
          send(sink, $0.baseAddress, $0.count, noSignal)
        }
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return }
        written += sent
      }
    }
  }
}
