/// A diff identity in a form that is cheap to hash, compare and copy, whatever its type: an
/// integer is kept inline, anything else boxed once.
///
/// Every ``Diffable`` type gets one through ``Diffable/diffKey``; the list adapter uses it so
/// that a hundred thousand objects with integer identities are diffed without boxing, copying
/// or comparing through protocols.
public struct DiffKey: Hashable, Sendable {
  /// The integer identity, or 0 when the identity is boxed.
  public let int: Int
  /// Any other identity.
  @usableFromInline let boxed: Boxed?

  /// A boxed identity of any type.
  ///
  /// `@unchecked Sendable` because `AnyHashable` is not declared `Sendable` (it can hold
  /// anything), but the only initializer boxes a `Sendable` identity, and the box is never
  /// changed after it is made: every thread reads the same immutable `Sendable` value.
  /// `SendableDiffTests` hashes and compares one key from many tasks under the thread
  /// sanitizer.
  @usableFromInline
  final class Boxed: Hashable, @unchecked Sendable {
    @usableFromInline let value: AnyHashable

    @usableFromInline init(_ value: AnyHashable) { self.value = value }

    @usableFromInline static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.value == rhs.value }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  /// The key of an integer identity.
  @inlinable public init(_ value: Int) {
    int = value
    boxed = nil
  }

  /// The key of any other identity.
  @inlinable public init<ID: Hashable & Sendable>(_ value: ID) {
    int = 0
    boxed = Boxed(AnyHashable(value))
  }

  /// Equal when both are the same integer, or both box equal identities.
  @inlinable public static func == (lhs: DiffKey, rhs: DiffKey) -> Bool {
    guard lhs.int == rhs.int else { return false }
    switch (lhs.boxed, rhs.boxed) {
    case (nil, nil): return true
    case (let left?, let right?): return left == right
    default: return false
    }
  }

  /// Hashes the integer or the boxed identity.
  @inlinable public func hash(into hasher: inout Hasher) {
    if let boxed { hasher.combine(boxed) } else { hasher.combine(int) }
  }

  /// Whether the identity is an integer, kept inline in ``int``.
  @inlinable public var isInline: Bool { boxed == nil }

  /// The identity as a value of any type, for descriptions and lookups.
  public var base: AnyHashable { boxed?.value ?? AnyHashable(int) }
}
