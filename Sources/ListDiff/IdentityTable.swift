/// The hash table of a diff: from identity to the index of its first occurrence, in old or,
/// for identities only in new, in new.
///
/// Open addressing with linear probing over one allocation of 8-byte slots, each holding a
/// 24-bit tag of the identity's hash and the index it stands for; the identities themselves
/// stay in two plain arrays. So a probe usually touches one cache line, where a `Dictionary`
/// touches its metadata, keys and values.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// Each slot: 0 when empty, else the tag in the top 24 bits and, below, the index plus
  /// one, with ``newFlag`` set for an index into ``newIDs``.
  @usableFromInline var storage: SlotStorage
  /// The number of filled slots.
  @usableFromInline var count = 0
  /// The identity of each old element.
  @usableFromInline let oldIDs: [ID]
  /// The identity of each new element, once the diff has them.
  @usableFromInline var newIDs: [ID] = []
  /// The hash of an identity, as the table was filled with.
  @usableFromInline let hashOf: IdentityHash<ID>

  @usableFromInline static var newFlag: UInt64 { 1 << 39 }
  @usableFromInline static var indexMask: UInt64 { (1 << 39) - 1 }

  /// An empty table for the identities of old, sized for `expected` entries of old and new.
  @inlinable
  init(oldIDs: [ID], expected: Int, hash: IdentityHash<ID>) {
    self.oldIDs = oldIDs
    self.hashOf = hash
    storage = SlotStorage(capacity: Self.capacity(for: expected))
  }

  /// A power of two that keeps the load at most 0.7.
  @inlinable
  static func capacity(for entries: Int) -> Int {
    var capacity = 16
    while capacity * 7 < entries * 10 { capacity <<= 1 }
    return capacity
  }

  /// The slot index mask: the capacity less one.
  @inlinable var mask: Int { storage.capacity - 1 }

  /// Whether the table holds more entries than it should for its capacity, and must grow.
  @inlinable var isOverfull: Bool { count * 10 > storage.capacity * 7 }

  /// A found entry: the index and whether it is a new index.
  @usableFromInline
  struct Entry {
    @usableFromInline var index: Int
    @usableFromInline var isNew: Bool

    /// The entry a filled slot holds.
    @inlinable @inline(__always)
    init(slot value: UInt64) {
      index = Int(truncatingIfNeeded: (value & IdentityTable.indexMask) &- 1)
      isNew = value & IdentityTable.newFlag != 0
    }
  }

  /// The value of a slot that holds an index, for an identity with a hash.
  @inlinable @inline(__always)
  static func slot(hash: Int, index: Int, isNew: Bool) -> UInt64 {
    (UInt64(truncatingIfNeeded: hash) >> 40) << 40 | (isNew ? newFlag : 0)
      | UInt64(truncatingIfNeeded: index &+ 1)
  }

  /// Probes `slots` for a hash: the slot where the search stopped and its value, which is 0
  /// when the search found an empty slot, where the identity would go, and otherwise holds
  /// the first entry with the same tag that `matches`.
  @inlinable @inline(__always)
  static func probe(
    _ slots: UnsafeMutablePointer<UInt64>, mask: Int, hash: Int, matches: (Entry) -> Bool
  ) -> (slot: Int, value: UInt64) {
    let tag = UInt64(truncatingIfNeeded: hash) >> 40
    var slot = hash & mask
    while true {
      let value = slots[slot]
      if value == 0 || (value >> 40 == tag && matches(Entry(slot: value))) {
        return (slot, value)
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Gives the table slots of its own, copying them if another table shares them, before it
  /// is written to: copies of a table (of a ``DiffIndex`` kept and diffed again) stay apart.
  @inlinable
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Doubles the table, placing every entry again by its hash.
  @inlinable
  mutating func grow(hash: (Entry) -> Int) {
    let old = storage
    storage = SlotStorage(capacity: old.capacity * 2)
    let slots = storage.slots
    let mask = self.mask
    for position in 0..<old.capacity {
      let value = old.slots[position]
      guard value != 0 else { continue }
      var slot = hash(Entry(slot: value)) & mask
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = value
    }
  }

  /// The entry for an identity, if the table has it.
  @usableFromInline
  func entry(for id: ID) -> Entry? {
    let value = Self.probe(storage.slots, mask: mask, hash: hashOf(id)) { entry in
      (entry.isNew ? newIDs[entry.index] : oldIDs[entry.index]) == id
    }.value
    return value == 0 ? nil : Entry(slot: value)
  }
}

extension IdentityTable: Sendable where ID: Sendable {}
