import ListDiff

/// Why applying a diff failed.
struct ApplicationError: Error, CustomStringConvertible {
  var description: String
}

/// Applies a diff to `old` the way a batch update would, using only its index lists.
///
/// Deletes and move sources leave the old collection; the rest keep their order. Inserts are
/// taken from `new`, moved elements are placed at their targets, and the kept elements fill
/// the remaining slots in order. Finally each update takes its content from `new` at the
/// element's final position. Nothing here uses the diff's identity lookups.
func apply(_ result: DiffResult<Int>, to old: [Element], new: [Element]) throws -> [Element] {
  try apply(
    deletes: result.deletes, inserts: result.inserts, moves: result.moves,
    updates: result.updates, to: old, new: new)
}

/// Applies a diff's batch-update form to `old`, in the same way as ``apply(_:to:new:)``.
func apply(_ batch: BatchUpdates, to old: [Element], new: [Element]) throws -> [Element] {
  try apply(
    deletes: batch.deletes, inserts: batch.inserts, moves: batch.moves,
    updates: batch.reloads, to: old, new: new)
}

/// Applies index lists to `old`: deletes and updates by old index, inserts by new index.
func apply(
  deletes: [Int], inserts: [Int], moves: [Move], updates: [Int],
  to old: [Element], new: [Element]
) throws -> [Element] {
  var leaving = Set<Int>()
  for index in deletes + moves.map(\.from) {
    guard old.indices.contains(index), leaving.insert(index).inserted else {
      throw ApplicationError(description: "old index \(index) deleted or moved twice")
    }
  }
  let finalCount = old.count - deletes.count + inserts.count
  guard finalCount == new.count else {
    throw ApplicationError(description: "count \(finalCount), expected \(new.count)")
  }
  var slots = [Element?](repeating: nil, count: finalCount)
  var origin = [Int](repeating: -1, count: finalCount)
  for index in inserts {
    guard slots.indices.contains(index), slots[index] == nil else {
      throw ApplicationError(description: "insert at \(index) out of range or taken")
    }
    slots[index] = new[index]
  }
  for move in moves {
    guard slots.indices.contains(move.to), slots[move.to] == nil else {
      throw ApplicationError(description: "move to \(move.to) out of range or taken")
    }
    slots[move.to] = old[move.from]
    origin[move.to] = move.from
  }
  var staying = old.indices.filter { !leaving.contains($0) }.makeIterator()
  for slot in slots.indices where slots[slot] == nil {
    guard let index = staying.next() else {
      throw ApplicationError(description: "too few kept elements")
    }
    slots[slot] = old[index]
    origin[slot] = index
  }
  var applied = slots.compactMap { $0 }
  for index in updates {
    guard let slot = origin.firstIndex(of: index) else {
      throw ApplicationError(description: "updated old index \(index) was not kept")
    }
    guard applied[slot].content != new[slot].content else {
      throw ApplicationError(description: "update of \(index) with unchanged content")
    }
    applied[slot].content = new[slot].content
  }
  return applied
}
