import ListDiff

/// The adapter's section controllers, one per section, in order, each owned once by the
/// store rather than by the array that lists them.
///
/// An update of a hundred thousand sections moves every kept controller to its section's new
/// index. In an array of strong references that is a retain and a release each, or moves that
/// an array can only make with a second buffer and three passes. Here the array holds plain
/// words (``Slot``), which are copied like integers, and the store keeps exactly one reference
/// to each controller by hand: taken in ``Slot/init(retaining:)``, given back when the
/// controller's section is deleted or the store goes. So rearranging is one gather, and only
/// the controllers of deleted sections are released.
///
/// Only the adapter holds a store, and it is never copied out: ``ListAdapter/sectionControllers``
/// hands out strong references.
final class ControllerStore: RandomAccessCollection {
  /// A controller the store owns, held without reference counting.
  struct Slot {
    /// The controller: valid while its slot is in the store, which holds one reference to it.
    unowned(unsafe) let controller: any SectionController

    /// A slot for a controller, taking one reference to it, which ``release()`` gives back.
    init(retaining controller: any SectionController) {
      _ = Unmanaged.passRetained(controller as AnyObject)
      self.controller = controller
    }

    /// Gives back the reference the slot took.
    func release() {
      Unmanaged.passUnretained(controller as AnyObject).release()
    }

    /// The address of the controller, for reading its header ahead: no retain.
    var address: UnsafeRawPointer? {
      UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(controller)))
    }
  }

  /// The controllers, in section order.
  private(set) var slots: [Slot] = []

  deinit {
    for slot in slots { slot.release() }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { slots.count }

  /// The controller of a section.
  subscript(section: Int) -> any SectionController { slots[section].controller }

  /// Replaces every controller.
  func replaceAll(with controllers: [any SectionController]) {
    let old = slots
    slots = controllers.map(Slot.init(retaining:))
    for slot in old { slot.release() }
  }

  /// Rearranges the controllers from a diff's old order to its new one: kept controllers go
  /// to their sections' new indexes, those of deleted sections are released, and `fresh`
  /// slots, in order, fill the inserted indexes.
  func rearrange<ID>(for result: DiffResult<ID>, fresh: [Slot]) {
    install(Self.arrangingKept(slots, for: result), fresh: fresh, for: result)
  }

  /// The kept slots of `old` at their sections' new indexes; an inserted index holds a stand-in
  /// (a copy of the first slot) until ``install(_:fresh:for:)`` fills it.
  ///
  /// Reads only slots and the diff's index maps, and retains nothing: any thread may do it.
  static func arrangingKept<ID>(_ old: [Slot], for result: DiffResult<ID>) -> [Slot] {
    precondition(old.count == result.oldCount, "one controller per old section")
    let newCount = result.newCount
    // Not through `unsafeUninitializedCapacity: 0`, which writes the count of the one empty
    // array every thread shares (a data race the thread sanitizer reports).
    guard newCount > 0, let standIn = old.first else { return [] }
    return [Slot](unsafeUninitializedCapacity: newCount) { arranged, count in
      old.withUnsafeBufferPointer { old in
        for index in 0..<newCount {
          let slot = result.oldIndex(forNew: index).map { old[$0] } ?? standIn
          arranged.initializeElement(at: index, to: slot)
        }
      }
      count = newCount
    }
  }

  /// Installs an arrangement of the kept slots: `fresh` slots, in order, fill the inserted
  /// indexes, and the controllers of deleted sections are released.
  func install<ID>(_ arranged: consuming [Slot], fresh: [Slot], for result: DiffResult<ID>) {
    precondition(fresh.count == result.inserts.count, "one fresh controller per insert")
    // With no old slot to stand in, every section is new: the fresh slots are the arrangement.
    var arranged = arranged.isEmpty ? fresh : arranged
    precondition(arranged.count == result.newCount, "one slot per new section")
    arranged.withUnsafeMutableBufferPointer { arranged in
      for (index, slot) in zip(result.inserts, fresh) { arranged[index] = slot }
    }
    let old = slots
    slots = arranged
    // The controllers of deleted sections, read ahead together, then released.
    ReadAhead.objects(at: result.deletes.lazy.map { old[$0].address })
    for index in result.deletes { old[index].release() }
  }
}
