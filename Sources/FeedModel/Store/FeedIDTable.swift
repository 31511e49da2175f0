import CPrefetch

/// The ids of a feed being loaded, to find repeats: an open-addressing table of positions,
/// each slot holding the id's 32-bit hash beside the position, so the table grows without
/// reading an id again.
///
/// 8 bytes a slot, at most 70% full; the ids themselves stay in the feed's text.
struct FeedIDTable {
  private var slots: [UInt64] = []
  private var count = 0

  /// Makes room for `expected` ids without growing.
  mutating func reserve(_ expected: Int) {
    var capacity = max(1024, slots.count)
    while capacity * 7 < expected * 10 { capacity <<= 1 }
    if capacity > slots.count { rehash(capacity) }
  }

  /// The position of an earlier entry with this id, or nil after recording `position` for it.
  ///
  /// `isSame` tells whether the id at an earlier position equals this one.
  mutating func firstPosition(
    ofIDHash hash: Int, recording position: Int, isSame: (Int) -> Bool
  ) -> Int? {
    if (count + 1) * 10 > slots.count * 7 { rehash(max(1024, slots.count * 2)) }
    let tag = UInt64(UInt32(truncatingIfNeeded: hash))
    let mask = slots.count - 1
    var slot = Int(tag) & mask
    while true {
      let value = slots[slot]
      if value == 0 { break }
      if value >> 32 == tag {
        let earlier = Int(value & 0xFFFF_FFFF) - 1
        if isSame(earlier) { return earlier }
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = tag << 32 | UInt64(position + 1)
    count += 1
    return nil
  }

  /// Asks for the slot an id's hash starts its probe at to be brought into the cache, ahead of
  /// ``firstPosition(ofIDHash:recording:isSame:)`` for it: the table is larger than the caches
  /// for a large feed, and the probe would otherwise wait for memory.
  func prefetch(idHash hash: Int) {
    guard !slots.isEmpty else { return }
    let slot = Int(UInt64(UInt32(truncatingIfNeeded: hash))) & (slots.count - 1)
    slots.withUnsafeBufferPointer { slots in
      if let base = slots.baseAddress { cp_prefetch(base + slot) }
    }
  }

  /// Places every entry again in a table of a new capacity, by the hashes kept in the slots.
  private mutating func rehash(_ capacity: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: capacity)
    let mask = capacity - 1
    for value in old where value != 0 {
      var slot = Int(value >> 32) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = value
    }
  }
}
