/// The slots of an ``IdentityTable``: one allocation of zeroed 8-byte slots, freed with the
/// table.
///
/// A class rather than an array so that the pairing loops can hold its pointer while they
/// probe and fill it, without an exclusive access to the table or a uniqueness check per
/// write. A table writes only to slots that no other table holds: a pairing copies them
/// first when a copy of its ``DiffIndex`` is kept (``IdentityTable/makeStorageUnique()``).
///
/// `@unchecked Sendable`, for ``DiffResult`` and ``DiffIndex`` of sendable identities: slots
/// are written only through a table that holds the one reference to them, so slots that two
/// threads can reach are only ever read. A diff never writes its result's table, and an index
/// sent away while a copy is kept gets slots of its own before it is written. `SendableDiffTests`
/// diffs on other threads and reads the results on this one; run them under the thread
/// sanitizer after changing this.
@usableFromInline
final class SlotStorage: @unchecked Sendable {
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

  /// Slots holding the same values, in an allocation of their own.
  @usableFromInline
  func copy() -> SlotStorage {
    let copy = SlotStorage(uninitializedCapacity: capacity)
    copy.slots.initialize(from: slots, count: capacity)
    return copy
  }

  /// Slots not yet initialized, for ``copy()``.
  private init(uninitializedCapacity capacity: Int) {
    slots = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit {
    slots.deallocate()
  }
}
