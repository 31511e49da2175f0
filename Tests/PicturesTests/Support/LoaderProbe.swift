import Dispatch
import Foundation

@testable import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches a loader from a test: counts `onChange` calls and where they ran, counts reads of
/// each source, and can hold a source's read until the test lets it go.
final class LoaderProbe: Sendable {
  /// Signalled on every `onChange`.
  let changes = DispatchSemaphore(value: 0)
  /// Signalled when a held source starts being read.
  let started = DispatchSemaphore(value: 0)
  /// Keys of sources whose reads wait for ``release()``.
  private let held: Set<String>
  /// Opened by ``release()``.
  private let gate = DispatchSemaphore(value: 0)
  /// The keys read, in order.
  private let readKeys = ConditionLock<[String]>([])
  /// For each `onChange`: whether it ran on the main thread, or on the test's thread.
  private let changeThreads = ConditionLock<[(isMain: Bool, isTestThread: Bool)]>([])
  /// The thread that made the probe.
  private let testThread = pthread_self()
  /// The bytes every source gives.
  let bytes: [UInt8]

  /// A probe whose sources give `bytes`, and whose sources keyed `held` wait for
  /// ``release()``.
  init(bytes: [UInt8], holding held: Set<String> = []) {
    self.bytes = bytes
    self.held = held
  }

  /// The `onChange` hook to give the loader.
  var onChange: @Sendable () -> Void {
    { [self] in
      let isMain = Thread.isMainThread
      let isTestThread = pthread_equal(pthread_self(), testThread) != 0
      changeThreads.withLock { $0.append((isMain, isTestThread)) }
      changes.signal()
    }
  }

  /// A source keyed `key` that records its reads.
  func source(_ key: String) -> PictureSource {
    PictureSource(key: key) { [self] in
      readKeys.withLock { $0.append(key) }
      if held.contains(key) {
        started.signal()
        gate.wait()
      }
      return bytes
    }
  }

  /// Waits until a held source starts being read; false after 5 seconds.
  func waitUntilStarted() -> Bool {
    started.wait(timeout: .now() + .seconds(5)) == .success
  }

  /// Waits for an `onChange` for at most 10 ms.
  func nap() {
    _ = changes.wait(timeout: .now() + .milliseconds(10))
  }

  /// Lets held reads go on.
  func release() {
    for _ in 0..<8 { gate.signal() }
  }

  /// Lets held reads go on after `seconds`, so that a broken loader fails a test rather than
  /// hanging it.
  func releaseEventually(after seconds: Int = 5) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
      release()
    }
  }

  /// The keys read so far, in order.
  var reads: [String] { readKeys.withLock { $0 } }

  /// The number of `onChange` calls so far.
  var changeCount: Int { changeThreads.withLock { $0.count } }

  /// Whether every `onChange` ran off the main thread and off the test's thread.
  var changesWereOffThread: Bool {
    changeThreads.withLock { calls in calls.allSatisfy { !$0.isMain && !$0.isTestThread } }
  }

  /// Waits until `condition` holds, rechecking after each `onChange`; false after `timeout`.
  func wait(seconds timeout: Int = 10, until condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now() + .seconds(timeout)
    while !condition() {
      if changes.wait(timeout: deadline) == .timedOut { return condition() }
    }
    return true
  }
}

extension PictureLoader {
  /// Whether every request has a result.
  func isSettled(_ requests: [PictureRequest]) -> Bool {
    requests.allSatisfy { state(for: $0) != .pending }
  }
}
