import FeedModel
import Foundation
import Synchronization
import Testing

@testable import ListtuiFormat

@Suite("An entry longer than a block, from a pipe")
struct LongEntryPipeTests {
  /// A pipe whose other end gets `bytes` in writes of 64 KB from another thread.
  static func pipe(writing bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(Glibc.pipe(&ends) == 0)
    let writer = ends[1]
    Thread.detachNewThread {
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset..<min(offset + 65_536, bytes.count)].withUnsafeBytes {
          write(writer, $0.baseAddress, $0.count)
        }
        guard count > 0 else { break }
        offset += count
      }
      close(writer)
    }
    return ends[0]
  }

  @Test("A window over a block grows by half before the entry is read again, from a pipe too")
  func windowGrowsByHalf() throws {
    let descriptor = Self.pipe(writing: Array(repeating: UInt8(ascii: "a"), count: 8 << 20))
    defer { close(descriptor) }
    var window = InputWindow(ByteInput(descriptor: descriptor, name: "<stdin>"), blockSize: 1 << 20)
    while window.bytes.count <= 1 << 20 { #expect(try window.readMore()) }
    let before = window.bytes.count
    #expect(try window.readMore())
    #expect(window.bytes.count >= before + before / 2, "\(before) to \(window.bytes.count)")
    // The rest, so that the writer never writes to a closed pipe.
    while try window.readMore() {}
  }

  @Test("While one long entry is read, the progress goes out: bytes read, no entries yet")
  func progressWithinEntry() throws {
    let comment = String(repeating: "a long line of a post ", count: 200_000)
    let text =
      #"{"users":[{"id":"u","nickname":"n"}],"feed":[{"id":"a","user":"u","comment":""#
      + comment + #""}]}"#
    let descriptor = Self.pipe(writing: Array(text.utf8))
    defer { close(descriptor) }
    let seen = Mutex<[Int]>([])
    let builder = DocumentBuilder { snapshot in
      if snapshot.document.feed.count == 0 {
        seen.withLock { $0.append(snapshot.progress.bytesRead) }
      }
    }
    builder.publishInterval = .zero
    try ListtuiReader.read(ByteInput(descriptor: descriptor, name: "<stdin>"), into: builder)
    builder.finish()
    let progress = seen.withLock { $0 }
    #expect(progress.count >= 2 && progress.last! > progress.first!, "\(progress)")
  }
}
