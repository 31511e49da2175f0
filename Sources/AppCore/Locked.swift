#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex, for values handed between threads.
///
/// Why not `Synchronization.Mutex`, which the compiler checks as `Sendable`: on Linux its
/// contended path is a futex that ThreadSanitizer cannot see, so `swift test --sanitize=thread`
/// reported a "Swift access race" between `Mailbox.post(_:)` and `take()`, each inside the
/// `Mutex`'s `withLock`. A pthread mutex is intercepted by ThreadSanitizer, so the sanitizer
/// stays meaningful for apps that post to a mailbox (Pictures' `ConditionLock` is the same
/// choice).
///
/// `@unchecked Sendable` is sound because ``state`` is private and only touched inside
/// ``withLock(_:)``, which holds the mutex throughout; `State` must be `Sendable`, since values
/// leave the lock. `MailboxTests` posts from eight threads while another takes, and runs clean
/// under ThreadSanitizer.
final class Locked<State: Sendable>: @unchecked Sendable {
  /// The mutex, at a fixed address as POSIX requires.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// The guarded value.
  private var state: State

  /// Guards `state`.
  init(_ state: State) {
    self.state = state
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value with the mutex held.
  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&state)
  }
}
