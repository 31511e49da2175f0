/// A value that a diff can track: a stable identity, and content that can change.
///
/// Two elements with the same ``diffID`` are the same element. If their content is not equal,
/// the diff reports an update rather than a delete and an insert.
///
/// ```swift
/// struct Entry: Diffable {
///   var id: String
///   var comment: String
///   var diffID: String { id }
///   func isContentEqual(to other: Entry) -> Bool { comment == other.comment }
/// }
/// ```
///
/// Equatable types get ``isContentEqual(to:)`` for free, and Identifiable types get
/// ``diffID``. Plain Hashable values need no conformance at all: see
/// `diff(_:_:)` for Hashable elements.
///
/// A change is seen only when ``isContentEqual(to:)`` says the old and the new content differ,
/// so the free one is only as good as `==`. Two habits make an update miss a change, and the
/// list then keeps the old drawing and the old heights (a row grown taller is cut short):
///
/// - A class mutated in place: the old and the new element are the same instance, so any
///   comparison compares it with itself. Give the list a new value for each change (a struct,
///   or a new instance), or tell the list which element changed (ListKit's
///   `ListAdapter.reload(_:)`).
/// - An `==` that compares only the identity, as is common for `Identifiable` types: equal
///   identities are always "equal content". Compare every field that is drawn, or write
///   ``isContentEqual(to:)`` yourself:
///
/// ```swift
/// struct Commit: Diffable, Identifiable, Equatable {
///   var id: String
///   var subject: String
///   static func == (a: Commit, b: Commit) -> Bool { a.id == b.id }  // identity only
///   // So that a new subject shows, compare what is drawn:
///   func isContentEqual(to other: Commit) -> Bool { subject == other.subject }
/// }
/// ```
public protocol Diffable {
  /// The type of the stable identity.
  ///
  /// `Sendable`, so that identities, and the keys, diffs and selections made of them, can be
  /// handed to another task: an identity is a value (an integer, a string, a UUID).
  associatedtype DiffID: Hashable & Sendable

  /// The identity that stays the same while the content changes.
  var diffID: DiffID { get }

  /// Whether this element's content equals another's with the same identity.
  ///
  /// False whenever anything drawn from the element differs: when it says true, the list keeps
  /// what it drew and measured. An `==` over the identity alone, or a class mutated in place
  /// (compared with itself), always says true (see the protocol's discussion).
  func isContentEqual(to other: Self) -> Bool

  /// The identity as a ``DiffKey``: provided for every type, and best left to the default.
  var diffKey: DiffKey { get }
}

extension Diffable {
  /// The identity as a key of any type.
  public var diffKey: DiffKey { DiffKey(diffID) }
}

extension Diffable where DiffID == Int {
  /// An integer identity, kept as it is.
  public var diffKey: DiffKey { DiffKey(diffID) }
}

extension Diffable where Self: Equatable {
  /// Content is equal when the values are equal.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Diffable where Self: Identifiable, DiffID == ID {
  /// The identity is the element's `id`.
  public var diffID: ID { id }
}
