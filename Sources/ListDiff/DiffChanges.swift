/// The index lists of a diff, computed from a pairing without knowing the element type.
///
/// This is the part of a diff that does not depend on the identity type, so it is compiled
/// once rather than specialised for each caller.
@usableFromInline
struct DiffChanges {
  var inserts: [Int]
  var deletes: [Int]
  var updates: [Int]
  var moves: [Move]

  /// Derives inserts, deletes, updates and minimal moves from a pairing's index maps, given
  /// how many elements were paired and how many of those changed content.
  @usableFromInline
  init(oldToNew: [Int], newToOld: [Int], updated: [Bool], paired: Int, changed: Int) {
    var kept: [Int] = []
    (inserts, kept) = Self.split(newToOld, unpaired: newToOld.count - paired, paired: paired)
    (deletes, updates) = oldToNew.withUnsafeBufferPointer { oldToNew in
      updated.withUnsafeBufferPointer { updated in
        (
          Self.indexes(count: oldToNew.count - paired, in: oldToNew.indices) { oldToNew[$0] < 0 },
          Self.indexes(count: changed, in: oldToNew.indices) { updated[$0] }
        )
      }
    }
    let still = IncreasingSubsequence.membership(of: kept)
    var moves: [Move] = []
    newToOld.withUnsafeBufferPointer { newToOld in
      still.withUnsafeBufferPointer { still in
        var position = 0
        for newIndex in newToOld.indices {
          let oldIndex = newToOld[newIndex]
          guard oldIndex >= 0 else { continue }
          if !still[position] { moves.append(Move(from: oldIndex, to: newIndex)) }
          position += 1
        }
      }
    }
    self.moves = moves
  }

  /// The new indexes of unpaired elements, and the old indexes of paired ones in new order.
  static func split(
    _ newToOld: [Int], unpaired: Int, paired: Int
  ) -> (
    unpaired: [Int], paired: [Int]
  ) {
    var kept: [Int] = []
    let inserts = newToOld.withUnsafeBufferPointer { newToOld in
      [Int](unsafeUninitializedCapacity: unpaired) { inserts, insertCount in
        kept = [Int](unsafeUninitializedCapacity: paired) { kept, keptCount in
          for newIndex in newToOld.indices {
            let oldIndex = newToOld[newIndex]
            if oldIndex < 0 {
              precondition(insertCount < unpaired)
              inserts.initializeElement(at: insertCount, to: newIndex)
              insertCount += 1
            } else {
              precondition(keptCount < paired)
              kept.initializeElement(at: keptCount, to: oldIndex)
              keptCount += 1
            }
          }
        }
      }
    }
    return (inserts, kept)
  }

  /// The indexes in a range that pass a test, given how many do.
  @inline(__always)
  static func indexes(count: Int, in range: Range<Int>, where test: (Int) -> Bool) -> [Int] {
    [Int](unsafeUninitializedCapacity: count) { buffer, found in
      for index in range where test(index) {
        precondition(found < count)
        buffer.initializeElement(at: found, to: index)
        found += 1
      }
    }
  }
}
