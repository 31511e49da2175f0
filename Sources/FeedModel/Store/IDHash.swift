/// A fast, seedless hash of short byte strings such as entry ids (FNV-1a, 64-bit), for the
/// feed's own tables.
///
/// Stable across runs, which Swift's `Hasher` is not; collisions only cost a comparison.
enum IDHash {
  /// The hash of the bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
