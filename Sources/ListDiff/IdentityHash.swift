/// How a diff hashes identities: by the identity type's own hash (``DiffHash``), or by a
/// function the caller gives.
///
/// An enum rather than a stored closure, so that a diff of identities whose own hash is used
/// keeps no closure, and can be `Sendable` when its identities are.
@usableFromInline
enum IdentityHash<ID: Hashable>: Sendable {
  /// The identity type's own hash, through ``DiffHash/hash(_:)``.
  case standard
  /// A function that agrees with the identities' equality.
  case custom(@Sendable (ID) -> Int)

  /// The hash of one identity.
  @inlinable
  func callAsFunction(_ id: ID) -> Int {
    switch self {
    case .standard: DiffHash.hash(id)
    case .custom(let hash): hash(id)
    }
  }

  /// The hash of each identity, deciding once how.
  @inlinable
  func hashes(of ids: [ID]) -> [Int] {
    switch self {
    case .standard: ids.map { DiffHash.hash($0) }
    case .custom(let hash): ids.map(hash)
    }
  }
}
