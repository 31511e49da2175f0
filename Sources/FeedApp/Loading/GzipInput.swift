import Archive
import FeedModel

/// The text inflated from a gzipped input, given a block at a time as the compressed bytes
/// arrive: a reader of it holds the text once, never the file's bytes as well.
///
/// The input's corruption or truncation is its own error, naming the file and the compressed
/// byte (`timeline.json.gz: corrupt gzip data at compressed byte 1234 (invalid block type)`);
/// so is text beyond `limit` (`timeline.json.gz (inflated): too large (more than …)`).
final class GzipInput: ByteSource {
  /// The gzip file, read from its first byte.
  let compressed: ByteInput
  /// The inflated text's name in messages.
  let name: String
  private let stream: GzipStream
  private let limit: Int
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
  /// The compressed bytes in ``buffer`` not yet inflated.
  private var start = 0
  private var end = 0
  private var isAtEnd = false
  private var produced = 0

  /// The text of `compressed`, named `name`, held to `limit` bytes.
  ///
  /// - Throws: ``FeedModel/DocumentError`` when zlib cannot allocate its state.
  init(_ compressed: ByteInput, name: String, limit: Int) throws(DocumentError) {
    guard let stream = GzipStream() else {
      throw DocumentError(
        kind: .cannotOpen, file: compressed.name, place: nil, message: "zlib out of memory")
    }
    self.compressed = compressed
    self.name = name
    self.stream = stream
    self.limit = limit
  }

  deinit { buffer.deallocate() }

  var wouldWait: Bool {
    start == end && !isAtEnd && !stream.mayHoldOutput && compressed.wouldWait
  }

  func read(into output: UnsafeMutableRawBufferPointer) throws(DocumentError) -> Int {
    guard output.count > 0 else { return 0 }
    while true {
      if start == end, !isAtEnd {
        start = 0
        end = try compressed.read(into: buffer)
        isAtEnd = end == 0
      }
      let step: GzipStream.Step
      do throws(GzipFailure) {
        step = try stream.inflate(
          UnsafeRawBufferPointer(rebasing: buffer[start..<end]), into: output)
        if step.produced == 0, isAtEnd { try stream.finish() }
      } catch {
        throw DocumentError(
          kind: .invalid, file: compressed.name, place: nil, message: error.message)
      }
      start += step.consumed
      produced += step.produced
      if produced > limit {
        throw DocumentError(
          kind: .invalid, file: name, place: nil,
          message: "too large (more than \(limit) bytes; the limit is \(limit))")
      }
      if step.produced > 0 || isAtEnd { return step.produced }
    }
  }
}
