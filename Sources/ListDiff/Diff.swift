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
  diff(old, new, id: id, hash: { $0.hashValue }, isContentEqual: isContentEqual)
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
  hash: @escaping (ID) -> Int,
  isContentEqual: (Element, Element) -> Bool
) -> DiffResult<ID> {
  DiffResult(
    pairing: Pairing(
      old: Array(old), new: Array(new), id: id, hash: hash, isContentEqual: isContentEqual))
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
