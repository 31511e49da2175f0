/// The author ids of a feed being written, each once, found by their bytes without making a
/// string: an open-addressing table of indexes into ``ids``.
struct AuthorTable {
  /// The ids, in order of first use.
  private(set) var ids: [UserID] = []
  /// The UTF-8 of each id, to compare with.
  private var bytes: [[UInt8]] = []
  /// Index plus one of the id in each slot; 0 for an empty slot.
  private var slots = [UInt32](repeating: 0, count: 64)

  /// The index of the id with these UTF-8 bytes, adding it if new.
  mutating func index(of id: [UInt8]) -> UInt32 {
    let hash = id.withUnsafeBufferPointer { IDHash.hash($0) }
    var mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if bytes[index] == id { return UInt32(index) }
      slot = (slot + 1) & mask
    }
    let index = UInt32(ids.count)
    ids.append(UserID(String(decoding: id, as: UTF8.self)))
    bytes.append(id)
    if ids.count * 2 > slots.count {
      slots = [UInt32](repeating: 0, count: slots.count * 2)
      mask = slots.count - 1
      for (number, idBytes) in bytes.enumerated() {
        var free = idBytes.withUnsafeBufferPointer { IDHash.hash($0) } & mask
        while slots[free] != 0 { free = (free + 1) & mask }
        slots[free] = UInt32(number + 1)
      }
    } else {
      slots[slot] = index + 1
    }
    return index
  }
}
