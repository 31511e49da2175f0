import AppCore
import Dispatch
import FeedModel
import Foundation
import Synchronization
import Testing

@testable import FeedApp
@testable import ListtuiFormat

/// A pipe whose writer sends part of a document and then says nothing for as long as it
/// likes, as `ssh host cat feed.json` over a slow link does, or a writer that pauses.
@Suite("A pipe that stalls after a part: what was read shows while it waits")
struct StalledPipeTests {
  /// A listtui document of `count` entries after 40 users, cut in the middle of the entry
  /// after them; and the rest.
  static func document(entries count: Int) -> (head: [UInt8], tail: [UInt8]) {
    let users = (0..<40).map { #"{"id":"u\#($0)","nickname":"user\#($0)"}"# }
    let entries = (0...count).map {
      #"{"id":"f\#($0)","user":"u\#($0 % 40)","comment":"entry number \#($0)"}"#
    }
    let text =
      #"{"users":["# + users.joined(separator: ",") + #"],"feed":["#
      + entries.joined(separator: ",\n") + "]}\n"
    let cut = text.utf8.count - entries[count].utf8.count / 2 - 3
    return (Array(text.utf8.prefix(cut)), Array(text.utf8.dropFirst(cut)))
  }

  /// Writes all of `bytes` to `descriptor`.
  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      precondition(count > 0)
      offset += count
    }
  }

  /// Polls `condition` every 5 ms until it holds or `seconds` have passed; whether it held.
  static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > deadline { return false }
      usleep(5_000)
    }
    return true
  }

  @Test(
    "The entries parsed and every byte read go out before the reader waits",
    arguments: [6, 150])
  func partsWhileWaiting(count: Int) throws {
    let (head, tail) = Self.document(entries: count)
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let seen = Mutex<[LoadProgress]>([])
    let finished = DispatchSemaphore(value: 0)
    let result = Mutex<Int?>(nil)
    Self.write(head, to: writeEnd)
    Thread.detachNewThread {
      let builder = DocumentBuilder { snapshot in seen.withLock { $0.append(snapshot.progress) } }
      // Parts go out only when the reader waits, never by the clock, in a loaded run too.
      builder.publishInterval = .seconds(3600)
      try? ListtuiReader.read(ByteInput(descriptor: readEnd, name: "<stdin>"), into: builder)
      result.withLock { $0 = builder.finish().document.feed.count }
      finished.signal()
    }
    let waiting = Self.wait(seconds: 5) {
      seen.withLock { $0.last?.bytesRead == head.count }
    }
    let last = seen.withLock { $0.last }
    #expect(waiting, "while the pipe waits, the last part says \(String(describing: last))")
    #expect(last?.entries == count)
    #expect(last?.bytesRead == head.count)
    #expect(last?.totalBytes == nil)
    Self.write(tail, to: writeEnd)
    close(writeEnd)
    #expect(finished.wait(timeout: .now() + 10) == .success)
    close(readEnd)
    #expect(result.withLock { $0 } == count + 1)
  }

  @Test("Loading quiet pipes holds no thread of the global queues: other work there runs on")
  func globalQueuesStayFree() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "stalled-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Twice as many loads as the cores, each waiting in two places (its reader and its
    // relay): the global queues on Linux have about as many threads as there are cores, and
    // add one about once a second when they are all asleep.
    let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
    let paths = (0..<count).map { folder.appending(path: "pipe\($0)").path }
    var writers: [Int32] = []
    defer {
      // Gone first, so that a load not yet started fails to open them rather than wait.
      try? FileManager.default.removeItem(at: folder)
      for writer in writers { close(writer) }
    }
    let (head, _) = Self.document(entries: 6)
    for path in paths {
      #expect(mkfifo(path, 0o600) == 0)
      // Read and write: opens at once, and holds the pipe open with no reader yet.
      let writer = open(path, O_RDWR | O_CLOEXEC)
      #expect(writer >= 0)
      writers.append(writer)
      Self.write(head, to: writer)
    }
    let sessions = paths.map { LoadingSession(source: .file(path: $0), wakeup: Wakeup()) }
    for session in sessions { session.start() }
    // Each shows its first entries while its pipe stays quiet.
    let shown = Self.wait(seconds: 5) { sessions.allSatisfy(\.hasSomethingToShow) }
    #expect(shown, "\(sessions.filter(\.hasSomethingToShow).count) of \(count) loads showed")
    let ran = DispatchSemaphore(value: 0)
    DispatchQueue.global(qos: .userInteractive).async { ran.signal() }
    #expect(ran.wait(timeout: .now() + 2) == .success, "the global queue was held up")
    for session in sessions {
      let snapshot = try #require(session.take()?.snapshot)
      #expect(snapshot.document.feed.count == 6)
      #expect(snapshot.progress.bytesRead == head.count)
    }
  }
}
