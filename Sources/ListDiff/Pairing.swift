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
  @usableFromInline var duplicateOld: [Int] = []
  /// New indexes of repeated identities, ascending.
  @usableFromInline var duplicateNew: [Int] = []
  /// The number of pairs.
  @usableFromInline var paired = 0
  /// The number of pairs whose content changed.
  @usableFromInline var changed = 0

  /// Pairs `old` with `new` by identity and compares the content of each pair.
  @inlinable
  init<Element>(
    old: [Element],
    new: [Element],
    id: (Element) -> ID,
    hash: IdentityHash<ID>,
    isContentEqual: (Element, Element) -> Bool
  ) {
    self.init(
      oldIDs: old.map(id), newIDs: new.map(id), hash: hash,
      isContentEqual: { isContentEqual(old[$0], new[$1]) })
  }

  /// Pairs old identities with new ones and compares the content of each pair, by old and
  /// new index.
  @inlinable
  init(
    oldIDs: [ID],
    newIDs: [ID],
    hash: IdentityHash<ID>,
    isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
  ) {
    // Hashing first, in passes of their own, keeps the pairing loops free of calls, so the
    // processor can overlap the cache misses of several probes.
    self.init(
      oldIDs: oldIDs, oldHashes: hash.hashes(of: oldIDs), newIDs: newIDs,
      newHashes: hash.hashes(of: newIDs),
      hash: hash, isContentEqual: isContentEqual)
  }

  /// Pairs old identities with new ones, given the hash of each, and compares the content of
  /// each pair, by old and new index.
  @inlinable
  init(
    oldIDs: [ID],
    oldHashes: [Int],
    newIDs: [ID],
    newHashes: [Int],
    hash: IdentityHash<ID>,
    isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
  ) {
    self.init(
      index: DiffIndex(
        oldIDs: oldIDs, oldHashes: oldHashes, newCount: newIDs.count, hashing: hash),
      newIDs: newIDs, newHashes: newHashes, isContentEqual: isContentEqual)
  }

  /// Pairs the identities of an indexed old collection with new ones, given the hash of each,
  /// and compares the content of each pair, by old and new index.
  @inlinable
  init(
    index: consuming DiffIndex<ID>,
    newIDs: [ID],
    newHashes: [Int],
    isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
  ) {
    precondition(newHashes.count == newIDs.count, "one hash per identity")
    let oldCount = index.oldIDs.count
    let oldIDs = index.oldIDs
    let oldHashes = index.oldHashes
    index.table.makeStorageUnique()
    table = index.table
    table.newIDs = newIDs
    // While pairing, oldToNew holds -1 for "not yet paired" and -2 for "a duplicate, never
    // paired"; duplicates become -1 (deleted) at the end.
    oldToNew = index.oldToNew
    duplicateOld = index.duplicateOld
    newToOld = [Int](repeating: -1, count: newIDs.count)
    updated = []
    oldIDs.withUnsafeBufferPointer { old in
      newIDs.withUnsafeBufferPointer { new in
        oldHashes.withUnsafeBufferPointer { oldHashes in
          newHashes.withUnsafeBufferPointer { newHashes in
            oldToNew.withUnsafeMutableBufferPointer { oldToNew in
              newToOld.withUnsafeMutableBufferPointer { newToOld in
                let identities = Identities(
                  old: old, new: new, oldHashes: oldHashes, newHashes: newHashes)
                paired = Self.pairNew(
                  identities, in: &table, oldToNew: oldToNew, newToOld: newToOld,
                  &duplicateNew)
                for index in duplicateOld { oldToNew[index] = -1 }
              }
            }
          }
        }
      }
    }
    (updated, changed) = Self.compareContent(
      oldCount: oldCount, newToOld: newToOld, isContentEqual: isContentEqual)
  }

  /// The identities of old and new with their hashes, as the pairing loops read them.
  @usableFromInline
  struct Identities {
    @usableFromInline let old: UnsafeBufferPointer<ID>
    @usableFromInline let new: UnsafeBufferPointer<ID>
    @usableFromInline let oldHashes: UnsafeBufferPointer<Int>
    @usableFromInline let newHashes: UnsafeBufferPointer<Int>

    @inlinable
    init(
      old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>,
      oldHashes: UnsafeBufferPointer<Int>, newHashes: UnsafeBufferPointer<Int>
    ) {
      self.old = old
      self.new = new
      self.oldHashes = oldHashes
      self.newHashes = newHashes
    }

    /// The hash of the identity a table entry stands for.
    @inlinable @inline(__always)
    func hash(of entry: IdentityTable<ID>.Entry) -> Int {
      entry.isNew ? newHashes[entry.index] : oldHashes[entry.index]
    }

    /// Whether a table entry, whose tag matched, stands for the identity of the new element
    /// at an index.
    ///
    /// The identities are compared at once: tags rarely match by chance, and reading the
    /// entry's full hash first would cost one more cache miss for every match.
    @inlinable @inline(__always)
    func entry(_ entry: IdentityTable<ID>.Entry, isNew index: Int) -> Bool {
      entry.isNew ? new[entry.index] == new[index] : old[entry.index] == new[index]
    }
  }

  /// Pairs each new element with the first unpaired occurrence of its identity in old,
  /// enters identities only in new in the table, and lists repeated new identities; returns
  /// the number of pairs.
  @inlinable
  static func pairNew(
    _ identities: Identities, in table: inout IdentityTable<ID>,
    oldToNew: UnsafeMutableBufferPointer<Int>, newToOld: UnsafeMutableBufferPointer<Int>,
    _ duplicates: inout [Int]
  ) -> Int {
    let old = identities.old
    let new = identities.new
    let oldHashes = identities.oldHashes
    let newHashes = identities.newHashes
    var slots = table.storage.slots
    var mask = table.mask
    var paired = 0
    // Most diffs keep most elements in order, so first try the old element after the last
    // one paired, and the two after it, in case they were deleted or moved away: if one is
    // unpaired, not a duplicate and has this identity, the table would give the same index,
    // and the probe is saved. After an element that moved, the next one usually continues
    // the run in order from before the move, so the three old elements where that run would
    // resume are tried too: one probe per moved element, not two.
    var expected = 0
    var resume = 0
    for index in new.indices {
      let hash = newHashes[index]
      var found = -1
      for candidate in expected..<min(expected + 3, old.count)
      where oldHashes[candidate] == hash && oldToNew[candidate] == -1
        && old[candidate] == new[index]
      {
        found = candidate
        break
      }
      if found < 0, resume != expected {
        for candidate in resume..<min(resume + 3, old.count)
        where oldHashes[candidate] == hash && oldToNew[candidate] == -1
          && old[candidate] == new[index]
        {
          found = candidate
          break
        }
      }
      if found < 0 {
        let (slot, value) = IdentityTable<ID>.probe(slots, mask: mask, hash: hash) { entry in
          identities.entry(entry, isNew: index)
        }
        guard value != 0 else {
          slots[slot] = IdentityTable<ID>.slot(hash: hash, index: index, isNew: true)
          table.count += 1
          if table.isOverfull {
            table.grow(hash: identities.hash(of:))
            slots = table.storage.slots
            mask = table.mask
          }
          continue
        }
        let entry = IdentityTable<ID>.Entry(slot: value)
        guard !entry.isNew, oldToNew[entry.index] == -1 else {
          duplicates.append(index)
          continue
        }
        found = entry.index
      }
      oldToNew[found] = index
      newToOld[index] = found
      if found >= expected && found < expected + 3 || found >= resume && found < resume + 3 {
        resume = found + 1
      }
      expected = found + 1
      paired += 1
    }
    return paired
  }

  /// For each old index, whether its pair's content changed, and how many did.
  ///
  /// A pass of its own, in new order: for most pairs, both elements are read in order.
  @inlinable
  static func compareContent(
    oldCount: Int, newToOld: [Int], isContentEqual: (Int, Int) -> Bool
  ) -> (updated: [Bool], changed: Int) {
    var updated = [Bool](repeating: false, count: oldCount)
    var changed = 0
    newToOld.withUnsafeBufferPointer { newToOld in
      updated.withUnsafeMutableBufferPointer { updated in
        for index in newToOld.indices {
          let found = newToOld[index]
          if found >= 0, !isContentEqual(found, index) {
            updated[found] = true
            changed += 1
          }
        }
      }
    }
    return (updated, changed)
  }
}
