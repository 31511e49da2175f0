import FeedModel
import JSON

/// The part of an input a streaming reader has read but not yet used: the bytes from the last
/// value it finished, to the end of what has arrived.
///
/// Bytes before the reader's position are dropped as it goes, so memory stays near the size of
/// one block however long the input; what was dropped is counted, so errors still give the
/// line and column in the whole input.
struct InputWindow {
  /// The bytes of the window.
  private(set) var bytes: [UInt8] = []
  /// The offset in the whole input of the window's first byte.
  private(set) var start = 0
  /// Whether the input has ended: the window holds everything left.
  private(set) var isAtEnd = false
  /// Line and column counted over the dropped bytes.
  private var dropped = PositionCounter()
  private let input: ByteInput
  private let blockSize: Int

  /// A window over an input, read `blockSize` bytes at a time.
  init(_ input: ByteInput, blockSize: Int = 1 << 20) {
    self.input = input
    self.blockSize = blockSize
  }

  /// Reads another block onto the end; returns false at the end of the input.
  ///
  /// A window of a block or less takes what one read gives, so that a pipe's entries show as
  /// they come. A larger one, an entry longer than a block that is read again from its start
  /// each time, grows by half at least before it is, or it would be read again for every 64 KB
  /// a pipe gives: a post of 100 MB took 85 s from a pipe, 1.7 s from a file.
  ///
  /// `beforeWaiting` is told the input's bytes read so far before each read that would wait on
  /// a pipe with nothing more to give yet (see ``FeedModel/ByteInput/wouldWait``).
  mutating func readMore(
    beforeWaiting: (_ bytesRead: Int) -> Void = { _ in }
  ) throws(DocumentError) -> Bool {
    guard !isAtEnd else { return false }
    let wanted = max(blockSize, bytes.count / 2)
    let large = bytes.count > blockSize
    var total = 0
    repeat {
      if input.wouldWait { beforeWaiting(input.bytesRead) }
      let read = try input.read(upTo: wanted - total, appendingTo: &bytes)
      if read == 0 {
        isAtEnd = true
        break
      }
      total += read
    } while large && total < wanted
    return total > 0
  }

  /// Drops the bytes before a window offset, which the reader is done with.
  mutating func drop(before offset: Int) {
    guard offset > 0 else { return }
    bytes.withUnsafeBufferPointer {
      dropped.advance(over: UnsafeBufferPointer(rebasing: $0[0..<offset]))
    }
    bytes.removeFirst(offset)
    start += offset
  }

  /// The line and column of a window offset, in the whole input.
  func position(of offset: Int) -> TextPosition {
    var counter = dropped
    bytes.withUnsafeBufferPointer {
      counter.advance(over: UnsafeBufferPointer(rebasing: $0[0..<min(offset, $0.count)]))
    }
    return counter.position
  }

  /// The input's bytes read so far.
  var bytesRead: Int { input.bytesRead }

  /// The input's size, when known.
  var totalBytes: Int? { input.totalBytes }
}
