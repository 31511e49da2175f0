import AppCore
import Input
import Render

/// What ``TerminalLoop`` runs an app on: a screen that draws frames and reads events.
///
/// ``Terminal`` is the real one; tests use a scripted one.
protocol InteractiveScreen: AnyObject {
  /// The number of columns and lines.
  var size: Size { get }
  /// How many colours frames are drawn in; 0 without colour.
  var colorCount: Int { get }
  /// Draws a frame.
  func draw(_ buffer: Buffer)
  /// Waits for the next event or a signal of `wakeup`; nil when input is gone.
  func nextInput(wakeup: Wakeup?) -> TerminalInput?
  /// Waits as ``nextInput(wakeup:)`` does, with the main actor free meanwhile.
  @MainActor func waitForInput(wakeup: Wakeup?) async -> TerminalInput?
  /// The next event if one is already waiting, without waiting for one.
  func pendingEvent() -> Event?
  /// Asks the terminal to put text on the system clipboard, between frames.
  func copyToClipboard(_ text: String)
  /// Makes the next frame repaint every cell, not only those that changed.
  func invalidate()
  /// Gives the screen back. Idempotent.
  func stop()
}

extension Terminal: InteractiveScreen {}
