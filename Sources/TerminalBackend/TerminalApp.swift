import ListKit
import Render

/// What ``TerminalLoop`` drives: an object that draws whole frames and handles keys.
///
/// ```swift
/// final class Counter: TerminalApp {
///   var count = 0
///   func render(size: Size) -> Buffer {
///     var buffer = Buffer(width: size.width, height: size.height)
///     buffer.write("\(count)", x: 0, y: 0)
///     return buffer
///   }
///   func handle(_ key: Key) -> TerminalAppResponse {
///     if key == .character("q") { return .quit }
///     count += 1
///     return .continue
///   }
/// }
/// ```
public protocol TerminalApp: AnyObject {
  /// Draws a full frame of exactly `size`.
  func render(size: Size) -> Buffer

  /// Handles a key, a mouse event or ``Key/resize``, and says whether to go on.
  func handle(_ key: Key) -> TerminalAppResponse

  /// Called once the terminal is set up, before the first frame, with its size and whether
  /// it draws in colour.
  ///
  /// An app that lays out for a size can make its screens here, and one that gets no colour
  /// (`NO_COLOR`, or a terminal without colours) can switch to a monochrome theme.
  func terminalDidStart(size: Size, usesColor: Bool)
}

extension TerminalApp {
  /// By default, nothing happens when the terminal starts.
  public func terminalDidStart(size: Size, usesColor: Bool) {}
}
