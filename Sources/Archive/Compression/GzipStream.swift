import CLibz

/// A gzip file inflated as its bytes arrive, a part at a time, holding no more of it than
/// zlib's window.
///
/// Several members one after another (`cat a.gz b.gz > ab.gz`) inflate as one stream, as
/// `gunzip` reads them; zero bytes after the last member (a tape's padding) are passed over.
/// Each member's CRC-32 and length are checked by zlib at its end.
///
/// ```swift
/// guard let stream = GzipStream() else { … }
/// let step = try stream.inflate(compressed, into: output)  // again, as more arrives
/// try stream.finish()                                       // at the end of the input
/// ```
///
/// Not `Sendable`: one reading owns it.
public final class GzipStream {
  /// Where the stream is between two calls.
  private enum State {
    /// Inside a member: its header, its deflate data or its trailer.
    case member
    /// After a member's end: another member or padding may follow.
    case between
    /// In zero bytes after the last member.
    case padding
  }

  private let inflater: Inflater
  private var state = State.member
  /// The compressed bytes consumed so far, from the start of the stream.
  public private(set) var compressedOffset = 0
  /// Whether the last call filled all the room it was given, so that zlib may hold output
  /// still to give with no more input.
  public private(set) var mayHoldOutput = false

  /// A stream ready for the first byte of a gzip file; `nil` only when zlib cannot allocate
  /// its state.
  public init?() {
    guard let inflater = Inflater(.gzip) else { return nil }
    self.inflater = inflater
  }

  /// What one call to ``inflate(_:into:)`` did.
  public struct Step: Hashable, Sendable {
    /// The bytes of the input consumed; the caller passes the rest again.
    public var consumed: Int
    /// The bytes written to the start of the output.
    public var produced: Int
  }

  /// Inflates from `input` into `output` until the input is used up or the output is full.
  ///
  /// - Throws: ``GzipFailure`` for corrupt data, with the compressed byte it was found at.
  public func inflate(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) throws(GzipFailure) -> Step {
    var consumed = 0
    var produced = 0
    defer { compressedOffset += consumed }
    while true {
      switch state {
      case .member:
        mayHoldOutput = produced == output.count
        guard produced < output.count else { return Step(consumed: consumed, produced: produced) }
        let step = inflater.inflate(
          UnsafeRawBufferPointer(rebasing: input[consumed...]),
          into: UnsafeMutableRawBufferPointer(rebasing: output[produced...]))
        consumed += step.consumed
        produced += step.produced
        switch step.status {
        case Z_STREAM_END:
          state = .between
        case Z_OK where step.consumed > 0 || step.produced > 0:
          continue
        case Z_OK, Z_BUF_ERROR:
          mayHoldOutput = produced == output.count
          return Step(consumed: consumed, produced: produced)
        default:
          throw .corrupt(
            at: compressedOffset + consumed, reason: inflater.failureReason(step.status))
        }
      case .between, .padding:
        guard consumed < input.count else { return Step(consumed: consumed, produced: produced) }
        switch input[consumed] {
        case 0x1F where state == .between:
          inflater.reset(.gzip)
          state = .member
        case 0:
          state = .padding
          consumed += 1
        default:
          throw .corrupt(
            at: compressedOffset + consumed,
            reason: "not another gzip member after the end of the last")
        }
      }
    }
  }

  /// Says that the input has ended, with all the output taken.
  ///
  /// - Throws: ``GzipFailure`` when the input ends inside a member.
  public func finish() throws(GzipFailure) {
    if state == .member { throw .truncated(at: compressedOffset) }
  }

  /// The first `count` bytes or fewer that `compressed`, the start of a gzip file, inflates
  /// to, and whether inflating it failed: for telling what the file holds from its start.
  public static func inflatedPrefix(
    of compressed: [UInt8], count: Int
  ) -> (bytes: [UInt8], failed: Bool) {
    guard let stream = GzipStream() else { return ([], true) }
    var failed = false
    var output = [UInt8](repeating: 0, count: count)
    let produced = compressed.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { room -> Int in
        do throws(GzipFailure) {
          return try stream.inflate(input, into: room).produced
        } catch {
          failed = true
          return 0
        }
      }
    }
    return (Array(output[..<produced]), failed)
  }
}
