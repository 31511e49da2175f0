/// Computes the changes from `old` to `new`, with identity and content given by closures.
///
/// Pairing is expected O(n) time and memory (Heckel's idea: a hash table of identities);
/// finding the minimal moves is O(n log n) in the number of kept elements.
///
/// ```swift
/// let result = diff(oldUsers, newUsers, id: \.id, isContentEqual: { $0.name == $1.name })
/// ```
@inlinable
public func diff<Element, ID: Hashable>(
  _ old: some Sequence<Element>,
  _ new: some Sequence<Element>,
  id: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      old: Array(old), new: Array(new), id: id, hash: .standard, isContentEqual: isContentEqual))
}

/// Computes the changes from `old` to `new`, with identity, its hash and content given by
/// closures: for identities that carry a hash computed once, so the diff does not hash them
/// again.
///
/// The hash must agree with the identity's equality: equal identities, equal hashes.
@inlinable
public func diff<Element, ID: Hashable>(
  _ old: some Sequence<Element>,
  _ new: some Sequence<Element>,
  id: (Element) -> ID,
  hash: @escaping @Sendable (ID) -> Int,
  isContentEqual: (Element, Element) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      old: Array(old), new: Array(new), id: id, hash: .custom(hash),
      isContentEqual: isContentEqual))
}

/// Computes the changes from old identities to new ones, with the content of paired
/// elements compared by their indexes, and the hash of an identity given by a closure.
///
/// For elements whose identities are kept apart from them, such as a list's objects and their
/// identities in two arrays: the identities are not copied, and content is compared only for
/// pairs, by old and new index.
///
/// ```swift
/// let result = diff(
///   oldIDs: ids, newIDs: newIDs, hash: { $0.hashValue },
///   isContentEqual: { rows[$0] == newRows[$1] })
/// ```
///
/// The hash must agree with the identity's equality: equal identities, equal hashes.
@inlinable
public func diff<ID: Hashable>(
  oldIDs: [ID],
  newIDs: [ID],
  hash: @escaping @Sendable (ID) -> Int,
  isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      oldIDs: oldIDs, newIDs: newIDs, hash: .custom(hash), isContentEqual: isContentEqual))
}

/// Computes the changes from old identities to new ones, given the hash of each, with the
/// content of paired elements compared by their indexes.
///
/// For identities whose hashes are kept beside them from one diff to the next, so that they
/// are not hashed again: `oldHashes[i]` must be `hash(oldIDs[i])`, and `newHashes[i]` must be
/// `hash(newIDs[i])`. The closure hashes the identities that the result's lookups, such as
/// ``DiffResult/newIndex(for:)``, are asked for.
@inlinable
public func diff<ID: Hashable>(
  oldIDs: [ID],
  oldHashes: [Int],
  newIDs: [ID],
  newHashes: [Int],
  hash: @escaping @Sendable (ID) -> Int,
  isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      oldIDs: oldIDs, oldHashes: oldHashes, newIDs: newIDs, newHashes: newHashes,
      hash: .custom(hash),
      isContentEqual: isContentEqual))
}

/// Computes the changes from an indexed old collection to new identities, given the hash of
/// each, with the content of paired elements compared by their indexes.
///
/// The second half of a diff whose first, ``DiffIndex``, was built apart: `newHashes[i]` must
/// be the index's hash of `newIDs[i]`.
@inlinable
public func diff<ID: Hashable>(
  from index: consuming DiffIndex<ID>,
  newIDs: [ID],
  newHashes: [Int],
  isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      index: index, newIDs: newIDs, newHashes: newHashes, isContentEqual: isContentEqual))
}

/// Computes the changes from `old` to `new` for diffable elements.
@inlinable
public func diff<Element: Diffable>(
  _ old: some Sequence<Element>,
  _ new: some Sequence<Element>
) -> DiffResult<Element.DiffID> {
  diff(old, new, id: { $0.diffID }, isContentEqual: { $0.isContentEqual(to: $1) })
}

/// Computes the changes from `old` to `new` for diffable elements that are also Hashable,
/// using their identity and content rather than their hash.
@inlinable
public func diff<Element: Diffable & Hashable>(
  _ old: some Sequence<Element>,
  _ new: some Sequence<Element>
) -> DiffResult<Element.DiffID> {
  diff(old, new, id: { $0.diffID }, isContentEqual: { $0.isContentEqual(to: $1) })
}

/// Computes the changes from `old` to `new` for plain Hashable values.
///
/// A value is its own identity, so there are no updates: a changed value is a delete and an
/// insert.
///
/// ```swift
/// let result = diff(Array("ABCD"), Array("DABC"))
/// result.moves  // [3->0]
/// ```
@inlinable
public func diff<Element: Hashable>(
  _ old: some Sequence<Element>,
  _ new: some Sequence<Element>
) -> DiffResult<Element> {
  diff(old, new, id: { $0 }, isContentEqual: { _, _ in true })
}
