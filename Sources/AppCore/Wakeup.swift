#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes an event loop from another thread: a pipe whose read end the loop waits on beside
/// the terminal, and whose write end any thread may signal.
///
/// Signals that arrive before the loop looks are merged into one wake-up, so a busy loader
/// cannot flood the loop.
///
/// A main-actor app changes itself in a task and signals; `TerminalLoop`'s `async` run, which
/// leaves the main actor free while it waits, then calls `TerminalApp/takePendingWork()` and
/// draws:
///
/// ```swift
/// Task {
///   app.receive(notes: await Agenda.fetchNotes())
///   app.wakeup?.signal()
/// }
/// ```
///
/// Work on a thread of its own cannot touch the app: it posts its results to a ``Mailbox``,
/// which signals this wake-up, and the app takes them in `takePendingWork()`.
public final class Wakeup: Sendable {
  /// The end the loop waits on.
  public let descriptor: Int32
  private let writeEnd: Int32

  /// Creates a wake-up; both ends are non-blocking and closed on exec.
  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) != 0 { ends = [-1, -1] }
    for end in ends where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Wakes the loop, from any thread.
  ///
  /// Never blocks.
  public func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Forgets the signals so far; the loop calls this before taking in the work.
  public func clear() {
    var bytes = [UInt8](repeating: 0, count: 256)
    while read(descriptor, &bytes, bytes.count) > 0 {}
  }

  /// Waits up to `milliseconds` (or forever when negative) for a signal.
  ///
  /// Returns whether one came. For drivers without a terminal.
  public func wait(milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }
}
