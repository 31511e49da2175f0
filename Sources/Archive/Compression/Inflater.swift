import CLibz

/// One zlib inflate stream, raw deflate (zip) or gzip-framed (tar.gz), owned by one read.
///
/// The `z_stream` lives at a fixed address, as zlib requires, and is released on `deinit`.
/// Not `Sendable`: each read makes its own.
final class Inflater {
  /// How the compressed bytes are framed.
  enum Framing {
    /// Bare deflate data, as in a zip member or after a gzip access point.
    case raw
    /// A gzip member: header, deflate data, then a CRC-32 and length that zlib checks.
    case gzip

    var windowBits: Int32 { self == .raw ? -MAX_WBITS : MAX_WBITS + 16 }
  }

  /// What one call to ``inflate(_:into:stopAtBlocks:)`` did.
  struct Step {
    /// zlib's status: `Z_OK`, `Z_STREAM_END`, `Z_BUF_ERROR` (no progress possible) or an error.
    var status: Int32
    /// Input bytes consumed.
    var consumed: Int
    /// Output bytes produced.
    var produced: Int
  }

  private let stream: UnsafeMutablePointer<z_stream>

  /// A stream ready for `framing`; `nil` only when zlib cannot allocate its state.
  init?(_ framing: Framing) {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = inflateInit2_(
      stream, framing.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      return nil
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Starts a new stream of `framing`, as after the end of one gzip member.
  func reset(_ framing: Framing) {
    inflateReset2(stream, framing.windowBits)
  }

  /// Feeds the `bits` low bits of `value` before the next input, for an access point that
  /// starts inside a byte.
  func prime(bits: Int, value: Int) {
    inflatePrime(stream, Int32(bits), Int32(value))
  }

  /// Sets the 32 KiB of output that preceded an access point, so back-references resolve.
  func setDictionary(_ window: [UInt8]) {
    window.withUnsafeBufferPointer {
      _ = inflateSetDictionary(stream, $0.baseAddress, uInt($0.count))
    }
  }

  /// Inflates from `input` into `output` until one of them is used up or the stream ends;
  /// with `stopAtBlocks`, also at the end of each deflate block (zlib's `Z_BLOCK`).
  func inflate(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
    stopAtBlocks: Bool = false
  ) -> Step {
    let inCount = min(input.count, Int(UInt32.max))
    let outCount = min(output.count, Int(UInt32.max))
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(inCount)
    stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(outCount)
    let status = CLibz.inflate(stream, stopAtBlocks ? Z_BLOCK : Z_NO_FLUSH)
    let step = Step(
      status: status,
      consumed: inCount - Int(stream.pointee.avail_in),
      produced: outCount - Int(stream.pointee.avail_out))
    stream.pointee.next_in = nil
    stream.pointee.next_out = nil
    return step
  }

  /// zlib's `data_type` after the last call: bit 7 is set at the end of a deflate block, bit
  /// 6 after the last block, and bits 0–2 count the unused bits of the last byte consumed.
  var dataType: Int32 { stream.pointee.data_type }

  /// Why the last call failed, such as `invalid stored block lengths`.
  func failureReason(_ status: Int32) -> String {
    if let message = stream.pointee.msg { return String(cString: message) }
    switch status {
    case Z_NEED_DICT: return "needs a preset dictionary"
    case Z_MEM_ERROR: return "out of memory"
    default: return "zlib error \(status)"
    }
  }
}
