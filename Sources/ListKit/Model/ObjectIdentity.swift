import ListDiff

/// The identity of an adapter object: its type together with its diff identity, so that
/// objects of different kinds never collide.
public struct ObjectIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  let type: ObjectIdentifier
  let id: AnyHashable
  let typeName: String

  /// The identity of an object.
  public init(of object: any Diffable) {
    func identity<T: Diffable>(_ object: T) -> (ObjectIdentifier, AnyHashable, String) {
      (ObjectIdentifier(T.self), AnyHashable(object.diffID), "\(T.self)")
    }
    (type, id, typeName) = identity(object)
  }

  /// Equal when both the type and the diff identity are equal.
  public static func == (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool {
    lhs.type == rhs.type && lhs.id == rhs.id
  }

  /// Hashes the type and the diff identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(id)
  }

  /// The identity as `Type(id)`.
  public var description: String { "\(typeName)(\(id))" }
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
