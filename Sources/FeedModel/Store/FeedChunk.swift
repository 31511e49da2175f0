/// Up to ``Feed/chunkCapacity`` entries of a feed, stored compactly and never changed once
/// made, so loaded parts of a feed are shared between threads and snapshots without copying.
final class FeedChunk: Sendable {
  /// Where each entry's fields are.
  let records: [EntryRecord]
  /// The UTF-8 text of every entry's fields, one entry after another.
  let text: [UInt8]
  /// The extra fields of the entries that have them.
  let extras: [EntryExtras]
  /// An open-addressing table from the hash of an id to its record index plus one.
  let idSlots: [Int32]
  /// The same for every version of one chunk as it fills up, and different for any other.
  let lineage: Int

  /// Seals entries into a chunk, indexing their ids; versions of a chunk that is still
  /// filling up share a lineage.
  init(records: [EntryRecord], text: [UInt8], extras: [EntryExtras], lineage: Int) {
    self.lineage = lineage
    self.records = records
    self.text = text
    self.extras = extras
    var slots = [Int32](repeating: 0, count: FeedChunk.slotCount(for: records.count))
    let mask = slots.count - 1
    text.withUnsafeBufferPointer { bytes in
      for (index, record) in records.enumerated() {
        var slot = IDHash.hash(UnsafeBufferPointer(rebasing: bytes[record.idRange])) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
      }
    }
    idSlots = slots
  }

  /// A power of two at least twice the count.
  static func slotCount(for count: Int) -> Int {
    var slots = 16
    while slots < count * 2 { slots <<= 1 }
    return slots
  }

  /// The record index of the first entry with an id, or nil.
  func index(ofID id: UnsafeBufferPointer<UInt8>) -> Int? {
    let mask = idSlots.count - 1
    var slot = IDHash.hash(id) & mask
    return text.withUnsafeBufferPointer { bytes in
      while idSlots[slot] != 0 {
        let index = Int(idSlots[slot]) - 1
        if UnsafeBufferPointer(rebasing: bytes[records[index].idRange]).elementsEqual(id) {
          return index
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  /// A field's text as a string.
  func string(_ range: Range<Int>) -> String {
    text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// A field's text as a string, cut to at most `limit` bytes at the start of a character's
  /// encoding, with "…" after it when cut; whole when `limit` is nil.
  func string(_ range: Range<Int>, limit: Int?) -> String {
    guard let limit, range.count > limit else { return string(range) }
    return text.withUnsafeBufferPointer { bytes in
      var end = range.lowerBound + max(0, limit)
      // Back to the first byte of the scalar the limit falls in (continuation bytes are
      // 0b10xxxxxx).
      while end > range.lowerBound, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
        + "…"
    }
  }
}
