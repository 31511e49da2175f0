import ListKit
import Render

/// What ``TerminalLoop`` runs an app on: a screen that draws frames and reads keys.
///
/// ``Terminal`` is the real one; tests use a scripted one.
protocol InteractiveScreen: AnyObject {
  /// The number of columns and lines.
  var size: Size { get }
  /// Whether frames are drawn in colour.
  var usesColor: Bool { get }
  /// Draws a frame.
  func draw(_ buffer: Buffer)
  /// Waits for the next key; nil when input is gone.
  func nextKey() -> Key?
  /// Gives the screen back. Idempotent.
  func stop()
}

extension Terminal: InteractiveScreen {}
