/// The hash table of a diff: from identity to the index of its first occurrence, in old or,
/// for identities only in new, in new.
///
/// Open addressing with linear probing over one array of 8-byte slots, each holding a
/// 24-bit tag of the identity's hash and the index it stands for; the identities themselves
/// stay in two plain arrays. So a probe usually touches one cache line, where a `Dictionary`
/// touches its metadata, keys and values.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// Each slot: 0 when empty, else the tag in the top 24 bits and, below, the index plus
  /// one, with ``newFlag`` set for an index into ``newIDs``.
  @usableFromInline var slots: [UInt64]
  @usableFromInline var mask: Int
  @usableFromInline var count: Int
  /// The identity of each old element.
  @usableFromInline let oldIDs: [ID]
  /// The identity of each new element.
  @usableFromInline let newIDs: [ID]
  /// The hash of an identity: its `hashValue`, or one computed once and kept with it.
  @usableFromInline let hashOf: (ID) -> Int

  @usableFromInline static var newFlag: UInt64 { 1 << 39 }
  @usableFromInline static var indexMask: UInt64 { (1 << 39) - 1 }

  /// An empty table for the identities of old and new, sized for `expected` entries.
  @inlinable
  init(oldIDs: [ID], newIDs: [ID], expected: Int, hash: @escaping (ID) -> Int) {
    self.oldIDs = oldIDs
    self.newIDs = newIDs
    self.hashOf = hash
    count = 0
    let capacity = Self.capacity(for: expected)
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// A power of two that keeps the load under about 0.7.
  @inlinable
  static func capacity(for entries: Int) -> Int {
    var capacity = 16
    while capacity * 7 < entries * 10 { capacity <<= 1 }
    return capacity
  }

  /// A found entry: the index and whether it is a new index.
  @usableFromInline
  struct Entry {
    @usableFromInline var index: Int
    @usableFromInline var isNew: Bool

    @inlinable init(index: Int, isNew: Bool) {
      self.index = index
      self.isNew = isNew
    }
  }

  /// The entry for an identity with its hash, or the empty slot where it would go.
  @inlinable
  func find(_ id: ID, hash: Int) -> (slot: Int, entry: Entry?) {
    let tag = UInt64(truncatingIfNeeded: hash) >> 40
    var slot = hash & mask
    while true {
      let value = slots[slot]
      if value == 0 { return (slot, nil) }
      if value >> 40 == tag {
        let index = Int((value & Self.indexMask) - 1)
        let isNew = value & Self.newFlag != 0
        if (isNew ? newIDs[index] : oldIDs[index]) == id {
          return (slot, Entry(index: index, isNew: isNew))
        }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Fills an empty slot found by ``find(_:hash:)``, growing the table when it gets full.
  @inlinable
  mutating func insert(at slot: Int, hash: Int, index: Int, isNew: Bool) {
    let tag = UInt64(truncatingIfNeeded: hash) >> 40
    slots[slot] = tag << 40 | (isNew ? Self.newFlag : 0) | UInt64(index + 1)
    count += 1
    if count * 10 > slots.count * 7 { grow() }
  }

  /// Doubles the table, placing every entry again.
  @usableFromInline
  mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    for value in old where value != 0 {
      let index = Int((value & Self.indexMask) - 1)
      let id = value & Self.newFlag != 0 ? newIDs[index] : oldIDs[index]
      var slot = hashOf(id) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = value
    }
  }

  /// The entry for an identity, if the table has it.
  @usableFromInline
  func entry(for id: ID) -> Entry? {
    find(id, hash: hashOf(id)).entry
  }
}
