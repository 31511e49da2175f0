/// How the elements of two collections pair up by identity: the first, expected O(n) stage
/// of a diff.
///
/// Each identity pairs its first occurrence in old with its first occurrence in new. Later
/// occurrences of an identity are duplicates: in old they count as deleted, in new as
/// inserted. So duplicates never trap, and applying the diff still gives exactly the new
/// collection.
@usableFromInline
struct Pairing<ID: Hashable> {
  /// Identity to index.
  ///
  /// A value `v >= 0` is the old index of the identity's first
  /// occurrence; `v < 0` marks an identity found only in new, at new index `-v - 1`.
  @usableFromInline var table: [ID: Int]
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
    isContentEqual: (Element, Element) -> Bool
  ) {
    // While pairing, oldToNew holds -1 for "not yet paired" and -2 for "a duplicate, never
    // paired"; duplicates become -1 (deleted) at the end.
    var table = [ID: Int](
      minimumCapacity: max(old.count, new.count) + min(old.count, new.count) / 4)
    var oldToNew = [Int](repeating: -1, count: old.count)
    var duplicateOld: [Int] = []
    for index in old.indices {
      let key = id(old[index])
      if let first = table.updateValue(index, forKey: key) {
        table[key] = first
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
    for index in new.indices {
      let element = new[index]
      let key = id(element)
      let found: Int
      if expected < old.count, oldToNew[expected] == -1, id(old[expected]) == key {
        found = expected
      } else if let value = table[key] {
        guard value >= 0, oldToNew[value] == -1 else {
          duplicateNew.append(index)
          continue
        }
        found = value
      } else {
        table[key] = -index - 1
        continue
      }
      oldToNew[found] = index
      newToOld[index] = found
      expected = found + 1
      if !isContentEqual(old[found], element) {
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
