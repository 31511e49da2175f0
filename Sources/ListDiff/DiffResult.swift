/// The changes that turn an old collection into a new one, by index.
///
/// Deletes and updates are old indexes; inserts are new indexes; moves go from an old index
/// to a new index. All lists are sorted ascending (moves by their new index). An element
/// that moved and changed content is both in ``moves`` and in ``updates``.
///
/// Moves are minimal: the kept elements that stay still form one longest increasing
/// subsequence of old indexes, and only the others are moves. Moving D to the front of ABCD
/// is one move.
///
/// Identities that occur more than once are not an error. The first occurrence is the
/// element; each later one counts as deleted (in old) or inserted (in new), and is also
/// listed in ``duplicateOldIndexes`` or ``duplicateNewIndexes``.
public struct DiffResult<ID: Hashable> {
  /// New indexes of elements that are not in old.
  public let inserts: [Int]
  /// Old indexes of elements that are not in new.
  public let deletes: [Int]
  /// Old indexes of elements kept with changed content.
  public let updates: [Int]
  /// Kept elements that moved, outside one longest increasing run of old indexes.
  ///
  /// Found the first time they are asked for, in O(n log n), and kept: a caller that only needs
  /// to know where each element went, through ``newIndex(forOld:)``, never pays for them.
  public var moves: [Move] { moveCache.moves(newToOld: newToOld) }
  /// Old indexes of identities that occurred earlier in old; each is also a delete.
  public let duplicateOldIndexes: [Int]
  /// New indexes of identities that occurred earlier in new; each is also an insert.
  public let duplicateNewIndexes: [Int]

  @usableFromInline let moveCache = MoveCache()
  @usableFromInline let table: IdentityTable<ID>
  @usableFromInline let oldToNew: [Int]
  @usableFromInline let newToOld: [Int]

  /// Builds the result from a pairing; the minimal moves are found when first asked for.
  @usableFromInline
  init(pairing: Pairing<ID>) {
    let changes = DiffChanges(
      oldToNew: pairing.oldToNew, newToOld: pairing.newToOld, updated: pairing.updated,
      paired: pairing.paired, changed: pairing.changed)
    inserts = changes.inserts
    deletes = changes.deletes
    updates = changes.updates
    duplicateOldIndexes = pairing.duplicateOld
    duplicateNewIndexes = pairing.duplicateNew
    table = pairing.table
    oldToNew = pairing.oldToNew
    newToOld = pairing.newToOld
  }

  /// The number of elements in the old collection.
  public var oldCount: Int { oldToNew.count }

  /// The number of elements in the new collection.
  public var newCount: Int { newToOld.count }

  /// Whether anything was inserted, deleted, updated or moved.
  public var hasChanges: Bool {
    !(inserts.isEmpty && deletes.isEmpty && updates.isEmpty && moves.isEmpty)
  }

  /// The old index of the first element with this identity, or nil if old has none.
  public func oldIndex(for id: ID) -> Int? {
    guard let entry = table.entry(for: id), !entry.isNew else { return nil }
    return entry.index
  }

  /// The new index of the first element with this identity, or nil if new has none.
  public func newIndex(for id: ID) -> Int? {
    guard let entry = table.entry(for: id) else { return nil }
    return entry.isNew ? entry.index : newIndex(forOld: entry.index)
  }

  /// Where the element at an old index went, or nil if it was deleted or out of range.
  @inlinable
  public func newIndex(forOld index: Int) -> Int? {
    guard oldToNew.indices.contains(index), oldToNew[index] >= 0 else { return nil }
    return oldToNew[index]
  }

  /// Where the element at a new index came from, or nil if it was inserted or out of range.
  @inlinable
  public func oldIndex(forNew index: Int) -> Int? {
    guard newToOld.indices.contains(index), newToOld[index] >= 0 else { return nil }
    return newToOld[index]
  }
}

/// A diff of sendable identities can be made off the main actor and read on it.
extension DiffResult: Sendable where ID: Sendable {}
