/// The index lists of a diff, computed from a pairing without knowing the element type.
///
/// This is the part of a diff that does not depend on the identity type, so it is compiled
/// once rather than specialised for each caller.
@usableFromInline
struct DiffChanges {
  var inserts: [Int]
  var deletes: [Int]
  var updates: [Int]

  /// Derives inserts, deletes and updates from a pairing's index maps, given how many
  /// elements were paired and how many of those changed content.
  ///
  /// The moves are left to ``moves(newToOld:)``, which only a caller that asks for them pays.
  @usableFromInline
  init(oldToNew: [Int], newToOld: [Int], updated: [Bool], paired: Int, changed: Int) {
    inserts = newToOld.withUnsafeBufferPointer { newToOld in
      Self.indexes(count: newToOld.count - paired, in: newToOld.indices) { newToOld[$0] < 0 }
    }
    (deletes, updates) = oldToNew.withUnsafeBufferPointer { oldToNew in
      updated.withUnsafeBufferPointer { updated in
        (
          Self.indexes(count: oldToNew.count - paired, in: oldToNew.indices) { oldToNew[$0] < 0 },
          Self.indexes(count: changed, in: oldToNew.indices) { updated[$0] }
        )
      }
    }
  }

  /// The minimal moves of a pairing: the kept elements outside one longest increasing run of
  /// old indexes, in new order.
  static func moves(newToOld: [Int]) -> [Move] {
    let still = IncreasingSubsequence.membership(of: newToOld)
    var found: [Move] = []
    newToOld.withUnsafeBufferPointer { newToOld in
      still.withUnsafeBufferPointer { still in
        for newIndex in newToOld.indices {
          let oldIndex = newToOld[newIndex]
          if oldIndex >= 0, !still[newIndex] { found.append(Move(from: oldIndex, to: newIndex)) }
        }
      }
    }
    return found
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
