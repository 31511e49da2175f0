/// The slots of an ``IdentityTable``: one allocation of zeroed 8-byte slots, freed with the
/// table.
///
/// A class rather than an array so that the pairing loops can hold its pointer while they
/// probe and fill it, without an exclusive access to the table or a uniqueness check per
/// write; only the table that made it writes to it, and only while pairing.
@usableFromInline
final class SlotStorage {
  /// The first slot.
  @usableFromInline let slots: UnsafeMutablePointer<UInt64>
  /// The number of slots, a power of two.
  @usableFromInline let capacity: Int

  /// Zeroed slots, `capacity` of them.
  @usableFromInline
  init(capacity: Int) {
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    self.capacity = capacity
  }

  deinit {
    slots.deallocate()
  }
}
