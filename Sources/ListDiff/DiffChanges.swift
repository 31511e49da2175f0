/// The index lists of a diff, computed from a pairing without knowing the element type.
///
/// This is the part of a diff that does not depend on the identity type, so it is compiled
/// once rather than specialised for each caller.
@usableFromInline
struct DiffChanges {
  var inserts: [Int]
  var deletes: [Int]
  var updates: [Int]
  var moves: [Move] = []

  /// Derives inserts, deletes, updates and minimal moves from a pairing's index maps, given
  /// how many elements were paired and how many of those changed content.
  @usableFromInline
  init(oldToNew: [Int], newToOld: [Int], updated: [Bool], paired: Int, changed: Int) {
    // The kept elements in new order, by old index, with the inserted ones (-1) skipped.
    let still = IncreasingSubsequence.membership(of: newToOld)
    var moves: [Move] = []
    inserts = newToOld.withUnsafeBufferPointer { newToOld in
      still.withUnsafeBufferPointer { still in
        Self.indexes(count: newToOld.count - paired, in: newToOld.indices) { newIndex in
          let oldIndex = newToOld[newIndex]
          if oldIndex >= 0, !still[newIndex] {
            moves.append(Move(from: oldIndex, to: newIndex))
          }
          return oldIndex < 0
        }
      }
    }
    self.moves = moves
    (deletes, updates) = oldToNew.withUnsafeBufferPointer { oldToNew in
      updated.withUnsafeBufferPointer { updated in
        (
          Self.indexes(count: oldToNew.count - paired, in: oldToNew.indices) { oldToNew[$0] < 0 },
          Self.indexes(count: changed, in: oldToNew.indices) { updated[$0] }
        )
      }
    }
  }

  /// The indexes in a range that pass a test, given how many do.
  ///
  /// The test sees every index of the range, whatever the count, for what else it does.
  @inline(__always)
  static func indexes(count: Int, in range: Range<Int>, where test: (Int) -> Bool) -> [Int] {
    // Not through `unsafeUninitializedCapacity: 0`, which writes the count of the one empty
    // array every thread shares (a data race the thread sanitizer reports).
    guard count > 0 else {
      for index in range { precondition(!test(index)) }
      return []
    }
    return [Int](unsafeUninitializedCapacity: count) { buffer, found in
      for index in range where test(index) {
        precondition(found < count)
        buffer.initializeElement(at: found, to: index)
        found += 1
      }
    }
  }
}
