/// How the elements of two collections pair up by identity: the first, expected O(n) stage
/// of a diff.
///
/// Each identity pairs its first occurrence in old with its first occurrence in new. Later
/// occurrences of an identity are duplicates: in old they count as deleted, in new as
/// inserted. So duplicates never trap, and applying the diff still gives exactly the new
/// collection.
@usableFromInline
struct Pairing<ID: Hashable> {
  /// Identity to the index of its first occurrence: in old, or in new if only there.
  @usableFromInline var table: IdentityTable<ID>
  /// For each old index, the paired new index, or -1 when the element was deleted.
  @usableFromInline var oldToNew: [Int]
  /// For each new index, the paired old index, or -1 when the element was inserted.
  @usableFromInline var newToOld: [Int]
  /// For each old index, whether it was paired with an element of different content.
  @usableFromInline var updated: [Bool]
  /// Old indexes of repeated identities, ascending.
  @usableFromInline var duplicateOld: [Int]
  /// New indexes of repeated identities, ascending.
  @usableFromInline var duplicateNew: [Int]

  /// Pairs `old` with `new` by identity and compares the content of each pair.
  @inlinable
  init<Element>(
    old: [Element],
    new: [Element],
    id: (Element) -> ID,
    hash: @escaping (ID) -> Int,
    isContentEqual: (Element, Element) -> Bool
  ) {
    let oldIDs = old.map(id)
    let newIDs = new.map(id)
    var table = IdentityTable(
      oldIDs: oldIDs, newIDs: newIDs,
      expected: max(old.count, new.count) + min(old.count, new.count) / 4, hash: hash)

    // While pairing, oldToNew holds -1 for "not yet paired" and -2 for "a duplicate, never
    // paired"; duplicates become -1 (deleted) at the end.
    var oldToNew = [Int](repeating: -1, count: old.count)
    var duplicateOld: [Int] = []
    // Hashing first, in a pass of its own, keeps the insert loop short, so the processor can
    // overlap the cache misses of several inserts.
    let oldHashes = oldIDs.map(hash)
    for index in oldIDs.indices {
      let hash = oldHashes[index]
      let (slot, entry) = table.find(oldIDs[index], hash: hash)
      if entry == nil {
        table.insert(at: slot, hash: hash, index: index, isNew: false)
      } else {
        duplicateOld.append(index)
        oldToNew[index] = -2
      }
    }

    var newToOld = [Int](repeating: -1, count: new.count)
    var updated = [Bool](repeating: false, count: old.count)
    var duplicateNew: [Int] = []
    // Most diffs keep most elements in order, so first try the old element after the last
    // one paired: if it is unpaired, not a duplicate and has this identity, the table would
    // give the same index, and the probe is saved.
    var expected = 0
    for index in newIDs.indices {
      let key = newIDs[index]
      let found: Int
      if expected < oldIDs.count, oldToNew[expected] == -1, oldIDs[expected] == key {
        found = expected
      } else {
        let hash = hash(key)
        let (slot, entry) = table.find(key, hash: hash)
        guard let entry else {
          table.insert(at: slot, hash: hash, index: index, isNew: true)
          continue
        }
        guard !entry.isNew, oldToNew[entry.index] == -1 else {
          duplicateNew.append(index)
          continue
        }
        found = entry.index
      }
      oldToNew[found] = index
      newToOld[index] = found
      expected = found + 1
      if !isContentEqual(old[found], new[index]) {
        updated[found] = true
      }
    }
    for index in duplicateOld { oldToNew[index] = -1 }

    self.table = table
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.updated = updated
    self.duplicateOld = duplicateOld
    self.duplicateNew = duplicateNew
  }
}
