import FeedModel
import Foundation
import Testing

@testable import FeedApp
@testable import ListtuiFormat

/// Standard input that another program made non-blocking, as a command before it in
/// `{ prepare; listtui -; }` or a parent that set `O_NONBLOCK` on the pipe it hands on can: the
/// flag belongs to the open pipe, shared by all that hold it, and a read of it while it is
/// empty says `EAGAIN`.
@Suite("A pipe made non-blocking elsewhere is read to its end, waiting while it is empty")
struct NonBlockingPipeTests {
  /// A listtui document of 100 entries, some 5 KB.
  static let document: [UInt8] = {
    let entries = (0..<100).map { #"{"id":"e\#($0)","user":"u","comment":"entry \#($0)"}"# }
    return Array(
      (#"{"users":[{"id":"u","nickname":"nora"}],"feed":["# + entries.joined(separator: ",\n")
        + "]}\n").utf8)
  }()

  /// The reading end of a pipe set non-blocking, whose other end a thread of its own fills with
  /// `bytes` slowly, 97 bytes every 2 ms, so that the pipe is empty most of the time, then
  /// closes.
  static func slowNonBlockingPipe(writing bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let (reader, writer) = (ends[0], ends[1])
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
    Thread.detachNewThread {
      // A reader that stops early makes the writes fail (EPIPE), not end the tests (SIGPIPE,
      // sent to this thread alone, and dropped with it).
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset..<min(offset + 97, bytes.count)].withUnsafeBytes {
          write(writer, $0.baseAddress, $0.count)
        }
        guard count > 0 else { break }
        offset += count
        usleep(2_000)
      }
      close(writer)
    }
    return reader
  }

  @Test("Read straight: every byte, in order, and the end only when the writer closes")
  func readStraight() throws {
    let descriptor = Self.slowNonBlockingPipe(writing: Self.document)
    defer { close(descriptor) }
    let bytes = try ByteInput(descriptor: descriptor, name: "<stdin>").readAll()
    #expect(bytes == Self.document)
  }

  @Test("Through the counting relay, as standard input is: the whole document, no read error")
  func readThroughRelay() throws {
    let descriptor = Self.slowNonBlockingPipe(writing: Self.document)
    let relay = try #require(CountingRelay(source: descriptor, ownsSource: true))
    let input = ByteInput(descriptor: relay.descriptor, name: "<stdin>")
    let builder = DocumentBuilder()
    var failure: DocumentError?
    do throws(DocumentError) {
      try ListtuiReader.read(input, into: builder)
    } catch {
      failure = error
    }
    #expect(failure == nil, "\(String(describing: failure))")
    #expect(relay.readError(name: "<stdin>") == nil)
    let snapshot = builder.finish()
    #expect(snapshot.document.feed.count == 100)
  }
}
