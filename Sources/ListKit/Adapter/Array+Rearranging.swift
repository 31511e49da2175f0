import ListDiff

extension Array where Element == any SectionController {
  /// Rearranges the elements from a diff's old order to its new one: kept elements go to
  /// their new indexes, deleted ones go, and `fresh` elements, in order, fill the inserted
  /// indexes.
  ///
  /// Kept elements are moved, not copied: when nothing else holds the array, a list of a
  /// hundred thousand controllers is rearranged without touching their reference counts, only
  /// the deleted ones being released, after their headers are read ahead together.
  mutating func rearrange<ID>(for result: DiffResult<ID>, fresh: [Element]) {
    precondition(count == result.oldCount, "one element per old index")
    precondition(fresh.count == result.inserts.count, "one fresh element per insert")
    guard !isEmpty else {
      self = fresh
      return
    }
    let oldCount = count
    let newCount = result.newCount
    // The new order, built aside: kept elements moved in, fresh ones copied.
    let arranged = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
    defer { arranged.deallocate() }
    var kept = 0
    withUnsafeMutableBufferPointer { old in
      guard let base = old.baseAddress else { preconditionFailure("no storage") }
      var next = 0
      for index in 0..<newCount {
        if let from = result.oldIndex(forNew: index) {
          (arranged + index).moveInitialize(from: base + from, count: 1)
          kept += 1
        } else {
          (arranged + index).initialize(to: fresh[next])
          next += 1
        }
      }
      // Left in place are the deleted elements; gather them at the end, above the holes
      // the kept ones left, and fill the holes with the first of the new order.
      var end = oldCount
      for from in stride(from: oldCount - 1, through: 0, by: -1)
      where result.newIndex(forOld: from) == nil {
        end -= 1
        if end != from { (base + end).moveInitialize(from: base + from, count: 1) }
      }
      base.moveInitialize(from: arranged, count: kept)
    }
    // The deleted controllers, released next, are read ahead together.
    withUnsafeBufferPointer { ReadAhead.controllers(of: $0, at: kept..<oldCount) }
    removeLast(oldCount - kept)
    append(contentsOf: UnsafeBufferPointer(start: arranged + kept, count: newCount - kept))
    (arranged + kept).deinitialize(count: newCount - kept)
  }
}
