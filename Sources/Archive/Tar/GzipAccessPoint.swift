/// A place in a gzip stream where inflating can start afresh (as in zlib's `zran.c`).
///
/// Deflate back-references reach 32 KiB back, so a point keeps the 32 KiB of output before it;
/// a block may start inside a byte, so it also keeps the number of bits of the previous byte
/// that belong to it.
struct GzipAccessPoint: Sendable {
  /// The offset in the uncompressed stream.
  var output: Int
  /// The offset in the compressed file of the first whole byte after the point.
  var input: Int
  /// How many bits of the byte before ``input`` belong to the block (0–7).
  var bits: Int
  /// The 32 KiB of output before the point, oldest first.
  var window: [UInt8]

  /// Deflate's window size.
  static let windowSize = 32 << 10
}
