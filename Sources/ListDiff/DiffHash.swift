/// The hash a diff's table uses for an identity type: Swift's own for most types, and for
/// integers a seeded multiply-xorshift, several times cheaper than hashing through `Hasher`.
///
/// The integer hash is seeded per process from Swift's own randomly seeded hashing, so
/// crafted identities cannot make the table slow any more than they can a `Dictionary`'s.
@usableFromInline
enum DiffHash {
  /// A per-process seed, taken from Swift's own randomly seeded hashing.
  @usableFromInline static let seed = UInt64(UInt(bitPattern: 0x0D1F_F5EE_D.hashValue))

  /// The hash of an identity: for integers a seeded mix, for any other type its own
  /// `hashValue`.
  @inlinable @inline(__always)
  static func hash<ID: Hashable>(_ id: ID) -> Int {
    if ID.self == Int.self {
      return mix(UInt64(bitPattern: Int64(_identityCast(id, to: Int.self))) ^ seed)
    }
    return id.hashValue
  }

  /// A 64-bit finalizer (from SplitMix64): every input bit affects every output bit.
  @inlinable @inline(__always)
  static func mix(_ value: UInt64) -> Int {
    var mixed = value &+ 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(mixed ^ (mixed >> 31)))
  }
}
