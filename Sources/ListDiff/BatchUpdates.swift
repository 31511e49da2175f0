/// A diff in the form that batch-update APIs expect, such as a collection view's.
///
/// Deletes and reloads are old indexes; inserts are new indexes. An element that both moved
/// and changed cannot be moved and reloaded in one batch, so it becomes a delete and an
/// insert, as IGListKit does.
public struct BatchUpdates: Hashable, Sendable {
  /// Old indexes to delete, ascending.
  public var deletes: [Int]
  /// New indexes to insert, ascending.
  public var inserts: [Int]
  /// Elements to move, by new index ascending; none of them changed content.
  public var moves: [Move]
  /// Old indexes of elements that stay in place but changed content, ascending.
  public var reloads: [Int]
}

extension DiffResult {
  /// The result as deletes, inserts, moves and reloads ready for a batch update.
  public var batchUpdates: BatchUpdates {
    var changed = Set(updates)
    var deletes = deletes
    var inserts = inserts
    var moves: [Move] = []
    for move in self.moves {
      if changed.remove(move.from) != nil {
        deletes.append(move.from)
        inserts.append(move.to)
      } else {
        moves.append(move)
      }
    }
    return BatchUpdates(
      deletes: deletes.sorted(), inserts: inserts.sorted(), moves: moves,
      reloads: updates.filter(changed.contains))
  }
}
