#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex, with a condition variable to sleep on until it changes.
///
/// Why not `Synchronization.Mutex`: on Linux its contended path is a priority-inheritance
/// futex that ThreadSanitizer cannot see, so TSan reports "Swift access race" on every
/// correctly locked access (reproduced here with two threads appending under one `Mutex`).
/// A pthread mutex is intercepted by TSan, so `swift test --sanitize=thread` stays meaningful,
/// and it pairs with a condition variable, which `Mutex` lacks.
///
/// `@unchecked Sendable` is sound because ``state`` is private and only touched inside
/// ``withLock(_:)`` and ``wait(until:)``, which hold the mutex throughout; `State` must itself
/// be `Sendable`, as values leave the lock. `ConditionLockTests` checks mutual exclusion and
/// wake-ups, and runs clean under ThreadSanitizer.
final class ConditionLock<State: Sendable>: @unchecked Sendable {
  /// The mutex, at a fixed address as POSIX requires.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled by ``signal()`` after a change a waiter may care about.
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// The guarded value.
  private var state: State

  /// Guards `state`.
  init(_ state: State) {
    self.state = state
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` on the value with the mutex held.
  func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }

  /// Sleeps until `ready` returns a value, checking it with the mutex held once now and again
  /// after each ``signal()``; returns that value.
  func wait<Result>(until ready: (inout State) -> Result?) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while true {
      if let result = ready(&state) { return result }
      pthread_cond_wait(condition, mutex)
    }
  }

  /// Wakes the threads sleeping in ``wait(until:)`` to check again.
  func signal() {
    pthread_cond_broadcast(condition)
  }
}
