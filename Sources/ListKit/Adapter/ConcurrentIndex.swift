import Dispatch
import ListDiff

/// The index of a list's identities for its next diff, built on another thread while the
/// adapter makes the new objects' identities on its own; and the last diff, released there
/// while the adapter goes on.
///
/// An update's first two passes need nothing from each other: entering the old identities in
/// the diff's table, and asking every new object for its identity. The second calls the
/// objects' own code, so it stays on the caller's thread; the first reads only identities that
/// are plain values, so a second core can do it meanwhile. Whichever thread claims the work
/// first does it: when no other thread is free by the time the caller needs the index, the
/// caller builds it itself, so an update is never slower than without the second thread and
/// never waits on a thread that has not started. The other thread then releases the diff
/// before last, which holds an array of identities that would otherwise be freed one by one on
/// the caller's thread.
///
/// `@unchecked Sendable`: the only state shared between the threads is `claim` (a
/// ``WorkClaim``), and `index`, which is written by the one thread that won the claim, and
/// read by the caller only after it has itself built the index or waited for the other thread
/// to finish, which it says after the write. The identities it reads are never mutated while it runs, and it is only started for
/// identities that box no key (``ObjectIdentity/isInline``), so the other thread touches no
/// reference count but the arrays', which are atomic; the same holds for the released diff,
/// which is handed over only when its identities box no key either, and which the caller no
/// longer holds. `LargeUpdateTests` runs updates through both under the thread sanitizer.
final class ConcurrentIndex: @unchecked Sendable {
  private let identities: [ObjectIdentity]
  private let hashes: [Int]
  private let newCount: Int
  private var index: DiffIndex<ObjectIdentity>?
  /// The diff to release once the index is built.
  private var released: DiffResult<ObjectIdentity>?
  private let claim = WorkClaim()

  /// Starts indexing identities, with their hashes, for a diff against `newCount` new ones,
  /// then releasing a diff, if given.
  init(
    identities: [ObjectIdentity], hashes: [Int], newCount: Int,
    releasing diff: consuming DiffResult<ObjectIdentity>?
  ) {
    self.identities = identities
    self.hashes = hashes
    self.newCount = newCount
    released = diff
    DispatchQueue.global(qos: .userInteractive).async { [self] in
      guard claim.claimForOtherThread() else { return }
      index = makeIndex()
      let diff = released.take()
      claim.finish()
      _ = consume diff
    }
  }

  /// The index: built here if the other thread has not started it, else once it has.
  func take() -> DiffIndex<ObjectIdentity> {
    if claim.claimForCaller() {
      released = nil
      return makeIndex()
    }
    guard let index else { preconditionFailure("the other thread built no index") }
    self.index = nil
    return index
  }

  /// Indexes the identities.
  private func makeIndex() -> DiffIndex<ObjectIdentity> {
    DiffIndex(oldIDs: identities, oldHashes: hashes, newCount: newCount, hash: { $0.hash })
  }
}
