/// The ids of a feed being loaded, to find repeats: an open-addressing table of positions,
/// each slot holding the id's hash in its top bits.
///
/// About 16 bytes per entry; the ids themselves stay in the feed's text.
struct FeedIDTable {
  private var slots: [UInt64] = []
  private var count = 0

  /// The position of an earlier entry with this id, or nil after recording `position` for it.
  ///
  /// `idAt` gives the id bytes of an earlier position to compare with.
  mutating func firstPosition(
    of id: UnsafeBufferPointer<UInt8>, recording position: Int,
    idAt: (Int, (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool
  ) -> Int? {
    if slots.isEmpty { slots = [UInt64](repeating: 0, count: 1024) }
    let hash = UInt64(truncatingIfNeeded: IDHash.hash(id))
    let tag = hash >> 36
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let value = slots[slot]
      if value >> 36 == tag {
        let earlier = Int(value & 0xF_FFFF_FFFF) - 1
        if idAt(earlier, { $0.elementsEqual(id) }) { return earlier }
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = tag << 36 | UInt64(position + 1)
    count += 1
    if count * 10 > slots.count * 7 { grow(idAt: idAt) }
    return nil
  }

  /// Doubles the table, hashing every id again.
  private mutating func grow(idAt: (Int, (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool) {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for value in old where value != 0 {
      let position = Int(value & 0xF_FFFF_FFFF) - 1
      var hash: UInt64 = 0
      _ = idAt(position) { bytes in
        hash = UInt64(truncatingIfNeeded: IDHash.hash(bytes))
        return true
      }
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = value
    }
  }
}
