/// The index lists of a diff, computed from a pairing without knowing the element type.
///
/// This is the part of a diff that does not depend on the identity type, so it is compiled
/// once rather than specialised for each caller.
@usableFromInline
struct DiffChanges {
  var inserts: [Int] = []
  var deletes: [Int] = []
  var updates: [Int] = []
  var moves: [Move] = []

  /// Derives inserts, deletes, updates and minimal moves from a pairing's index maps.
  @usableFromInline
  init(oldToNew: [Int], newToOld: [Int], updated: [Bool]) {
    var kept: [Int] = []
    kept.reserveCapacity(min(oldToNew.count, newToOld.count))
    for (newIndex, oldIndex) in newToOld.enumerated() {
      if oldIndex < 0 { inserts.append(newIndex) } else { kept.append(oldIndex) }
    }
    for (oldIndex, newIndex) in oldToNew.enumerated() {
      if newIndex < 0 {
        deletes.append(oldIndex)
      } else if updated[oldIndex] {
        updates.append(oldIndex)
      }
    }
    let still = IncreasingSubsequence.membership(of: kept)
    var position = 0
    for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
      if !still[position] { moves.append(Move(from: oldIndex, to: newIndex)) }
      position += 1
    }
  }
}
