import CLibz

/// Inflates one deflated zip member, bounded on both sides.
///
/// Input stops at the member's compressed size and output at its declared size: a stream
/// that wants more input is truncated, one that gives more output lies about its size, and
/// neither can run past the file or grow memory past the declared size (which the caller has
/// checked against its limit).
struct ZipInflation {
  /// The zip file.
  let file: ReadOnlyFile
  /// The member.
  let entry: ZipEntry
  /// Where its compressed data starts.
  let dataOffset: Int

  /// The most bytes inflated between two looks of a watcher: a part of the output, so that
  /// memory grows with what the watcher let through, not with what one read of input holds.
  static let partSize = 4 << 20

  /// The member's content, exactly its declared size; `watch` is shown the bytes inflated so
  /// far after each part (see ``partSize``), and stops the inflation, making the result `nil`,
  /// by returning false.
  func run(
    watch: (_ soFar: UnsafeRawBufferPointer) -> Bool = { _ in true }
  ) throws(ArchiveError)
    -> [UInt8]?
  {
    var failure: ArchiveError?
    var stopped = false
    // One spare byte of capacity shows a stream that inflates past its declared size.
    let output = [UInt8](unsafeUninitializedCapacity: entry.size + 1) { buffer, initialized in
      do throws(ArchiveError) {
        if let produced = try inflate(into: UnsafeMutableRawBufferPointer(buffer), watch: watch) {
          initialized = produced
        } else {
          stopped = true
          initialized = 0
        }
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return stopped ? nil : output
  }

  private func corrupt(_ reason: String) -> ArchiveError {
    .corrupt(archive: file.name, member: entry.name, reason)
  }

  /// Inflates into `output`, a part at a time; the count made, or nil when `watch` stopped it.
  private func inflate(
    into output: UnsafeMutableRawBufferPointer, watch: (UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> Int? {
    guard let inflater = Inflater(.raw) else { throw corrupt("zlib out of memory") }
    let size = entry.size
    let input = FileInput(file, from: dataOffset, to: dataOffset + entry.compressedSize)
    var produced = 0
    var watched = 0
    while true {
      let available = try input.available(member: entry.name)
      guard !available.isEmpty else { throw corrupt("unexpected end of data") }
      // Up to the end of the next part, and one byte past the declared size at the last.
      let partEnd = min(output.count, (produced / Self.partSize + 1) * Self.partSize)
      let step = inflater.inflate(
        available, into: UnsafeMutableRawBufferPointer(rebasing: output[produced..<partEnd]))
      input.consume(step.consumed)
      produced += step.produced
      if produced > size { throw corrupt("more data than the declared \(size) bytes") }
      if produced - watched >= Self.partSize || (step.status == Z_STREAM_END && produced > watched)
      {
        watched = produced
        guard watch(UnsafeRawBufferPointer(rebasing: output[..<produced])) else { return nil }
      }
      switch step.status {
      case Z_STREAM_END:
        guard produced == size else {
          throw corrupt("\(produced) bytes instead of the declared \(size)")
        }
        return produced
      case Z_OK, Z_BUF_ERROR:
        guard step.consumed > 0 || step.produced > 0 || step.consumed == available.count else {
          throw corrupt("inflating made no progress")
        }
      default:
        throw corrupt(inflater.failureReason(step.status))
      }
    }
  }
}
