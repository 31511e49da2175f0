import Input
import Render

/// An app that a terminal loop or a headless driver runs: events in, whole frames out.
///
/// The same app runs in a real terminal (`TerminalBackend`'s `TerminalLoop`) and in tests
/// (``HeadlessDriver``), so nothing in it needs curses. The first event is always a
/// `.resize(width:height:)` with the screen's size, and so is every later change of size: an
/// app with a list passes the list's area to `ListAdapter.setViewport(_:)` then.
/// ``render(size:)`` only reads the app's state; every change comes through ``handle(_:)`` or
/// ``takePendingWork()``.
///
/// ```swift
/// final class Counter: TerminalApp {
///   var count = 0
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

  /// Wakes the loop when work done on another thread is ready for the app; nil if the app
  /// does no such work.
  var wakeup: Wakeup? { get }

  /// Takes in the work that other threads finished since the last call (a loaded part of a
  /// document, a decoded picture), on the loop's thread; called after ``wakeup`` fired.
  func takePendingWork() -> AppResponse

  /// Told once, before the first frame, how many colours frames are drawn in: 0 without colour
  /// (`NO_COLOR`), else 8, 16, 256… So an app can pick a monochrome theme, or draw pictures in
  /// as many colours as there are.
  func start(colorCount: Int)
}

extension TerminalApp {
  /// By default, there is no work from other threads.
  public var wakeup: Wakeup? { nil }

  /// By default, there is nothing to take in.
  public func takePendingWork() -> AppResponse { .continue }

  /// By default, nothing happens.
  public func start(colorCount: Int) {}
}
