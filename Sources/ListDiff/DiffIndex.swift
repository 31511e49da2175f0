/// The old side of a diff: its identities entered in a hash table, each by its first
/// occurrence.
///
/// The half of a diff that needs nothing from the new collection, so that it can be built
/// before the new identities are known, or while they are being made; ``diff(from:newIDs:newHashes:isContentEqual:)``
/// completes it.
///
/// ```swift
/// let index = DiffIndex(oldIDs: ids, oldHashes: hashes, newCount: newIDs.count, hash: \.hashValue)
/// let result = diff(from: index, newIDs: newIDs, newHashes: newHashes) { old, new in
///   rows[old] == newRows[new]
/// }
/// ```
public struct DiffIndex<ID: Hashable> {
  /// The table, holding the old identities; the new ones are entered by the diff.
  @usableFromInline var table: IdentityTable<ID>
  /// For each old index: -1 while unpaired, -2 for a repeated identity, never paired.
  @usableFromInline var oldToNew: [Int]
  /// Old indexes of repeated identities, ascending.
  @usableFromInline var duplicateOld: [Int] = []
  /// The old identities.
  @usableFromInline let oldIDs: [ID]
  /// The hash of each old identity.
  @usableFromInline let oldHashes: [Int]

  /// Indexes old identities, given the hash of each, for a diff against about `newCount` new
  /// ones.
  ///
  /// `oldHashes[i]` must be `hash(oldIDs[i])`. The closure hashes the identities that the
  /// result's lookups, such as ``DiffResult/newIndex(for:)``, are asked for.
  @inlinable
  public init(
    oldIDs: [ID], oldHashes: [Int], newCount: Int, hash: @escaping @Sendable (ID) -> Int
  ) {
    self.init(oldIDs: oldIDs, oldHashes: oldHashes, newCount: newCount, hashing: .custom(hash))
  }

  /// Indexes old identities, given their hashes by `hashing`.
  @inlinable
  init(oldIDs: [ID], oldHashes: [Int], newCount: Int, hashing: IdentityHash<ID>) {
    precondition(oldHashes.count == oldIDs.count, "one hash per identity")
    let oldCount = oldIDs.count
    self.oldIDs = oldIDs
    self.oldHashes = oldHashes
    table = IdentityTable(
      oldIDs: oldIDs, expected: max(oldCount, newCount) + min(oldCount, newCount) / 4,
      hash: hashing)
    oldToNew = [Int](repeating: -1, count: oldCount)
    oldIDs.withUnsafeBufferPointer { old in
      oldHashes.withUnsafeBufferPointer { oldHashes in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          Self.enterOld(old, oldHashes, into: &table, oldToNew: oldToNew, &duplicateOld)
        }
      }
    }
  }

  /// Enters the first occurrence of each old identity in the table, and marks the others as
  /// duplicates: -2 in `oldToNew`, and listed.
  ///
  /// The table is sized for all of old, so it does not grow here.
  @inlinable
  static func enterOld(
    _ old: UnsafeBufferPointer<ID>, _ oldHashes: UnsafeBufferPointer<Int>,
    into table: inout IdentityTable<ID>, oldToNew: UnsafeMutableBufferPointer<Int>,
    _ duplicates: inout [Int]
  ) {
    let slots = table.storage.slots
    let mask = table.mask
    for index in old.indices {
      let hash = oldHashes[index]
      // Every entry so far is old.
      let (slot, value) = IdentityTable<ID>.probe(slots, mask: mask, hash: hash) { entry in
        oldHashes[entry.index] == hash && old[entry.index] == old[index]
      }
      if value == 0 {
        slots[slot] = IdentityTable<ID>.slot(hash: hash, index: index, isNew: false)
      } else {
        duplicates.append(index)
        oldToNew[index] = -2
      }
    }
    table.count = old.count - duplicates.count
  }
}

/// An index of sendable identities can be built on one thread and diffed on another.
extension DiffIndex: Sendable where ID: Sendable {}
