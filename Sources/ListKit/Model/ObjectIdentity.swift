import ListDiff

/// The identity of an adapter object: its type together with its diff identity, so that
/// objects of different kinds never collide.
///
/// The hash is computed once, when the identity is made, and integer identities are kept
/// unboxed (see `DiffKey`), so diffing a hundred thousand objects hashes and
/// compares plain values.
public struct ObjectIdentity: Hashable, Sendable, CustomStringConvertible {
  let metatype: any Any.Type
  let key: DiffKey
  let hash: Int

  /// The identity of an object.
  public init(of object: any Diffable) {
    self = Self.of(object)
  }

  /// The identity of an object, read where it lies.
  ///
  /// A function, never inlined, rather than an initializer: an initializer takes its own copy
  /// of its argument, and each object would be copied first.
  @inline(never)
  static func of(_ object: any Diffable) -> ObjectIdentity {
    var types = TypeMix()
    return of(object, types: &types)
  }

  /// The identity of an object, read where it lies, with the mix of its type taken from
  /// `types` when the type is the one before: a list's objects come in runs of one type.
  @inline(never)
  static func of(_ object: any Diffable, types: inout TypeMix) -> ObjectIdentity {
    func identity<T: Diffable>(_ object: T) -> (DiffKey, any Any.Type) {
      (object.diffKey, T.self)
    }
    let (key, metatype) = identity(object)
    guard key.isInline else {
      types.sawBoxedKey()
      return ObjectIdentity(metatype: metatype, key: key)
    }
    return ObjectIdentity(metatype: metatype, key: key, typeMix: types.mix(of: metatype))
  }

  /// The last type an identity was made for, and its mix with the seed; and whether every
  /// object so far had an integer identity and was a plain value.
  struct TypeMix {
    private var type: ObjectIdentifier?
    private var value: UInt64 = 0
    /// Whether every object so far had an integer identity and was a plain value: no
    /// references in it, nothing of its own to run when it is freed.
    private(set) var allPlain = true

    /// The mix of a type with the seed, remembered for the next object of the same type.
    mutating func mix(of metatype: any Any.Type) -> UInt64 {
      let type = ObjectIdentifier(metatype)
      if type != self.type {
        self.type = type
        value = ObjectIdentity.typeMix(metatype)
        if allPlain { allPlain = Self.isPlain(metatype) }
      }
      return value
    }

    /// Notes an object whose identity is boxed.
    mutating func sawBoxedKey() { allPlain = false }

    /// Whether values of a type are plain: copied and freed as bytes.
    private static func isPlain(_ metatype: any Any.Type) -> Bool {
      func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
      return open(metatype)
    }
  }

  /// Whether the diff identity is an integer, kept inline: no reference to count or share.
  var isInline: Bool { key.isInline }

  /// The identity of an object of a type with a diff identity, made without the object.
  ///
  /// ```swift
  /// adapter.select(identity: ObjectIdentity(Day.self, id: "2026-11-23"))
  /// ```
  public init<T: Diffable>(_ type: T.Type, id: T.DiffID) {
    let key: DiffKey
    if let value = id as? Int {
      key = DiffKey(value)
    } else {
      key = DiffKey(id)
    }
    self.init(metatype: type, key: key)
  }

  /// The identity of an integer key of a type whose mix is known.
  @inline(__always)
  private init(metatype: any Any.Type, key: DiffKey, typeMix: UInt64) {
    self.metatype = metatype
    self.key = key
    hash = Self.mix(typeMix ^ UInt64(bitPattern: Int64(key.int)))
  }

  /// A type mixed with the process's seed, the first half of an integer identity's hash.
  static func typeMix(_ metatype: any Any.Type) -> UInt64 {
    let type = UInt64(UInt(bitPattern: ObjectIdentifier(metatype)))
    return UInt64(bitPattern: Int64(mix(type ^ seed)))
  }

  private init(metatype: any Any.Type, key: DiffKey) {
    self.metatype = metatype
    self.key = key
    if key.isInline {
      // An integer identity: mixed with the type by a multiply-xorshift hash, seeded per
      // process as Swift's own hashing is, so crafted ids cannot make the diff's table slow.
      hash = Self.mix(Self.typeMix(metatype) ^ UInt64(bitPattern: Int64(key.int)))
    } else {
      var hasher = Hasher()
      hasher.combine(ObjectIdentifier(metatype))
      hasher.combine(key)
      hash = hasher.finalize()
    }
  }

  /// A per-process seed for the integer hash, taken from Swift's own randomly seeded hashing.
  private static let seed = UInt64(UInt(bitPattern: 0x5EED.hashValue))

  /// A 64-bit finalizer (from SplitMix64): every input bit affects every output bit.
  @inline(__always)
  private static func mix(_ value: UInt64) -> Int {
    var mixed = value &+ 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(mixed ^ (mixed >> 31)))
  }

  /// Equal when both the type and the diff identity are equal.
  public static func == (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool {
    lhs.hash == rhs.hash && ObjectIdentifier(lhs.metatype) == ObjectIdentifier(rhs.metatype)
      && lhs.key == rhs.key
  }

  /// Hashes the precomputed hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The identity as `Type(id)`.
  public var description: String { "\(metatype)(\(key.base.base))" }
}

/// Whether the objects at an index of one array and an index of another have equal content;
/// objects of different types never do.
///
/// Both objects are opened in one call, each to its own type, and compared as one type once
/// their types are seen to be the same: no dynamic cast. Never inlined: with the arrays as its
/// parameters, it can lend their elements in place, where a caller reading them from arrays
/// it captured would copy each first.
@inline(never)
func isContentEqual(
  _ lhs: [any Diffable], _ left: Int, _ rhs: [any Diffable], _ right: Int
)
  -> Bool
{
  isContentEqual(opening: lhs[left], rhs[right])
}

/// Whether two objects, each opened to its own type, have equal content: never when the types
/// differ.
///
/// The right object is copied as the left's type, which it is: one generic call and a copy
/// take about a third fewer instructions than opening each in turn and lending the right in
/// place did.
@inline(never)
private func isContentEqual<Left: Diffable, Right: Diffable>(
  opening lhs: Left, _ rhs: Right
) -> Bool {
  guard Left.self == Right.self else { return false }
  return lhs.isContentEqual(to: unsafeBitCast(rhs, to: Left.self))
}
