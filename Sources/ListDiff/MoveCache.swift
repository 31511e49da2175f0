import Synchronization

/// The moves of a diff, found the first time they are asked for and kept.
///
/// Finding minimal moves is the one part of a diff that costs O(n log n), and a list that
/// only needs to know where each element went never asks for them. Shared by the copies of a
/// ``DiffResult``, and safe to ask from any thread.
@usableFromInline
final class MoveCache: Sendable {
  private let moves = Mutex<[Move]?>(nil)

  @usableFromInline init() {}

  /// The moves of a pairing's new-to-old map, found on the first call.
  func moves(newToOld: [Int]) -> [Move] {
    moves.withLock { moves in
      if let moves { return moves }
      let found = DiffChanges.moves(newToOld: newToOld)
      moves = found
      return found
    }
  }
}
