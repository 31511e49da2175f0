import ListDiff

/// The identity of an adapter object: its type together with its diff identity, so that
/// objects of different kinds never collide.
///
/// The hash is computed once, when the identity is made, so sets and diffs of identities
/// hash a single integer.
public struct ObjectIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  let type: any Any.Type
  let id: AnyHashable
  let hash: Int

  /// The identity of an object.
  public init(of object: any Diffable) {
    func identity<T: Diffable>(_ object: T) -> (any Any.Type, AnyHashable) {
      (T.self, AnyHashable(object.diffID))
    }
    (type, id) = identity(object)
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(id)
    hash = hasher.finalize()
  }

  /// Equal when both the type and the diff identity are equal.
  public static func == (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool {
    lhs.hash == rhs.hash && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
      && lhs.id == rhs.id
  }

  /// Hashes the precomputed hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The identity of an object of a type with a diff identity, made without the object.
  ///
  /// ```swift
  /// adapter.select(identity: ObjectIdentity(Day.self, id: "2026-11-23"))
  /// ```
  public init<T: Diffable>(_ type: T.Type, id: T.DiffID) {
    self.type = type
    self.id = AnyHashable(id)
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(self.id)
    hash = hasher.finalize()
  }

  /// The identity as `Type(id)`.
  public var description: String { "\(type)(\(id.base))" }
}

/// Whether two objects of any diffable types have equal content; objects of different types
/// never do.
func isContentEqual(_ lhs: any Diffable, _ rhs: any Diffable) -> Bool {
  func compare<T: Diffable>(_ lhs: T) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs.isContentEqual(to: rhs)
  }
  return compare(lhs)
}
