import Synchronization

/// Counts the bytes of text that the one-line readers (``Swift/String/oneLine(forWidth:)``,
/// ``Swift/String/asOneLine``) read, so that a test can check that a long text costs a frame
/// what a line of it shows.
///
/// Counting happens only inside ``count(_:)``, for the task that runs it; elsewhere reading
/// costs one task-local look-up a call.
///
/// ```swift
/// let counter = TextReadCounter()
/// counter.count { _ = driver.frame }
/// #expect(counter.bytes < 100_000)
/// ```
final class TextReadCounter: Sendable {
  /// The counter of the task running ``count(_:)``, if any.
  @TaskLocal static var current: TextReadCounter?

  private let total = Mutex(0)

  /// The bytes read so far.
  var bytes: Int { total.withLock { $0 } }

  /// Runs `body`, counting the bytes it reads.
  func count<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Adds `bytes` to the current task's counter, if it has one.
  static func add(_ bytes: Int) {
    current?.total.withLock { $0 += bytes }
  }
}
