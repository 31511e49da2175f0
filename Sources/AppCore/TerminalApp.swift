import Input
import Render

/// An app that a terminal loop or a headless driver runs: events in, whole frames out.
///
/// The same app runs in a real terminal (`TerminalBackend`'s `TerminalLoop`) and in tests
/// (``HeadlessDriver``), so nothing in it needs curses. The first event is always a
/// `.resize(width:height:)` with the screen's size, and so is every later change of size: an
/// app with a list passes the list's area to `ListAdapter.setViewport(_:)` then.
/// ``render(size:)`` only reads the app's state; every change comes through ``handle(_:)``,
/// ``takePendingWork()`` or ``didHandleBatch()``.
///
/// Events that were already waiting together (a burst of typing, a held key) come as one
/// batch: ``willHandleBatch()``, then each event, then ``didHandleBatch()``, then one frame. An
/// app may leave work that only the batch's last state needs (filtering for a query typed in a
/// burst) until ``didHandleBatch()``; called outside a batch, ``handle(_:)`` should finish its
/// work itself, so that a driver that knows nothing of batches still sees each event's result.
///
/// ```swift
/// final class Counter: TerminalApp {
///   var count = 0
///   let wakeup: Wakeup? = nil  // no work on other threads
///   func handle(_ event: Event) -> AppResponse {
///     if event == .key(.character("q")) { return .quit }
///     count += 1
///     return .continue
///   }
///   func render(size: Size) -> Buffer {
///     var buffer = Buffer(width: size.width, height: size.height)
///     buffer.write("\(count)", x: 0, y: 0)
///     return buffer
///   }
/// }
/// ```
public protocol TerminalApp: AnyObject {
  /// Handles an event and says whether to go on.
  func handle(_ event: Event) -> AppResponse

  /// Draws a full frame of exactly `size`, changing nothing.
  func render(size: Size) -> Buffer

  /// Wakes the loop when work done elsewhere is ready for the app; nil if the app does no
  /// such work.
  ///
  /// The loop watches this wake-up beside the terminal, and when it fires calls
  /// ``takePendingWork()`` and draws. There is no default, so that every app says which it
  /// is: `let wakeup: Wakeup? = nil`, `let wakeup: Wakeup? = Wakeup()`, or a ``Mailbox``'s,
  /// `var wakeup: Wakeup? { mailbox.wakeup }`. Declare it with the optional type:
  /// `let wakeup = Wakeup()` is of type `Wakeup`, which does not satisfy this requirement,
  /// and the compiler says so.
  var wakeup: Wakeup? { get }

  /// Takes in the work that other threads finished since the last call (a loaded part of a
  /// document, a decoded picture), on the loop's thread; called after ``wakeup`` fired.
  ///
  /// Work on other threads hands its results over through a ``Mailbox``, taken here.
  func takePendingWork() -> AppResponse

  /// Told that the events up to the next ``didHandleBatch()`` come as one batch, with a single
  /// frame after them.
  func willHandleBatch()

  /// Told that the batch of events is over and a frame is next: the place for work that only
  /// the batch's last state needs.
  ///
  /// Called once a batch, after its events and any ``takePendingWork()``, before
  /// ``render(size:)``; not after an event that quit.
  func didHandleBatch()

  /// Told once, before the first frame, how many colours frames are drawn in: 0 without colour
  /// (`NO_COLOR`), else 8, 16, 256… So an app can pick a monochrome theme, or draw pictures in
  /// as many colours as there are.
  func start(colorCount: Int)

  /// Takes the text the app asked to copy to the system clipboard since the last call, if any;
  /// the loop writes it to the terminal after the next frame.
  ///
  /// `TerminalBackend`'s loop sends it as OSC 52, which the terminal (or tmux, with
  /// `set-clipboard on`) puts on the clipboard; a terminal that does not know OSC 52 ignores
  /// it. A ``HeadlessDriver`` never asks, so nothing is copied without a terminal.
  func takeClipboardText() -> String?
}

extension TerminalApp {
  /// By default, there is nothing to take in.
  public func takePendingWork() -> AppResponse { .continue }

  /// By default, nothing happens.
  public func start(colorCount: Int) {}

  /// By default, nothing happens: every event is handled in full as it comes.
  public func willHandleBatch() {}

  /// By default, nothing happens.
  public func didHandleBatch() {}

  /// By default, nothing is copied.
  public func takeClipboardText() -> String? { nil }
}
