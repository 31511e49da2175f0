/// A fast hash of short byte strings such as entry ids, for the feed's own tables: FNV-1a over
/// the bytes from a per-process seed, then a 64-bit finaliser.
///
/// The finaliser spreads every input bit over the low bits the tables index by, so ids that
/// differ in their last character (`f1`, `f2`, …) do not crowd one stretch of a table. The
/// seed comes from Swift's own randomly seeded hashing, so ids cannot be crafted in advance to
/// collide and make loading slow; collisions only ever cost a comparison.
enum IDHash {
  /// The seed of this process.
  private static let seed = UInt64(UInt(bitPattern: 0x1D_5EED.hashValue))

  /// The hash of the bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: hash ^ (hash >> 31))
  }
}
