import Dispatch
import Synchronization

/// Which of two threads does a piece of work: another thread, if it starts before the caller
/// needs the result, else the caller itself.
///
/// So handing work to another thread never makes the caller wait on one that has not started:
/// when no core is free, the caller claims the work and does it, and the other thread, when it
/// comes, finds it claimed and does nothing.
final class WorkClaim: Sendable {
  /// 0 while nobody has claimed the work, 1 once the other thread has, 2 once the caller has.
  private let state = Atomic<Int>(0)
  private let done = DispatchSemaphore(value: 0)

  /// Claims the work for the other thread: false if the caller already has.
  func claimForOtherThread() -> Bool {
    state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
  }

  /// Says that the other thread has done the work, and written its result.
  func finish() { done.signal() }

  /// Claims the work for the caller: true if the caller must do it, else false once the other
  /// thread has finished it.
  func claimForCaller() -> Bool {
    if state.compareExchange(expected: 0, desired: 2, ordering: .acquiring).exchanged {
      return true
    }
    done.wait()
    return false
  }
}
