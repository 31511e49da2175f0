/// Hands values from any thread to the app, which takes them in on the loop's thread, and
/// wakes the loop for them.
///
/// An app object is not `Sendable`, so work on another thread (a `Thread`, a detached task, a
/// dispatch queue) cannot call it. It posts to the app's mailbox instead: the mailbox is
/// `Sendable`, keeps the values behind a lock and signals its ``wakeup``. The app makes that
/// wake-up its own, and takes the values in ``TerminalApp/takePendingWork()``, which the loop
/// (or a ``HeadlessDriver``) calls on its thread when the wake-up fires:
///
/// ```swift
/// final class Files: TerminalApp {
///   /// Where the scanner posts what it found.
///   let scans = Mailbox<[String]>()
///   var wakeup: Wakeup? { scans.wakeup }
///   private(set) var names: [String] = []
///
///   func takePendingWork() -> AppResponse {
///     if let latest = scans.take().last { names = latest }
///     return .continue
///   }
///   // …
/// }
///
/// let app = Files()
/// let scans = app.scans  // Sendable: the thread captures the mailbox, not the app
/// Thread { scans.post(scan(".")) }.start()
/// ```
///
/// Several mailboxes of one app share its wake-up: `Mailbox<Picture>(wakeup: scans.wakeup)`.
public final class Mailbox<Value: Sendable>: Sendable {
  /// The wake-up each ``post(_:)`` signals: the app's ``TerminalApp/wakeup``.
  public let wakeup: Wakeup
  /// The values posted and not yet taken, oldest first.
  private let values = Locked<[Value]>([])

  /// Creates an empty mailbox that signals `wakeup`, a new one by default.
  public init(wakeup: Wakeup = Wakeup()) {
    self.wakeup = wakeup
  }

  /// Leaves a value for the app and wakes the loop; from any thread, and never waits for the
  /// app.
  ///
  /// Values posted before the app takes them are all kept, in order.
  public func post(_ value: Value) {
    values.withLock { $0.append(value) }
    wakeup.signal()
  }

  /// Takes every value posted since the last take, oldest first; empty when there are none.
  ///
  /// The app calls it in ``TerminalApp/takePendingWork()``; an app that needs only the newest
  /// value takes `take().last`.
  public func take() -> [Value] {
    values.withLock { values in
      defer { values.removeAll() }
      return values
    }
  }
}
