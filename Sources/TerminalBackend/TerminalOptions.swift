#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a ``Terminal`` is set up: whether it reports the mouse, whether it uses colour, and
/// whether it asks the terminal for its background colour.
///
/// ```swift
/// let options = TerminalOptions(mouse: false)  // colour follows NO_COLOR
/// ```
public struct TerminalOptions: Sendable {
  /// Whether the mouse is reported: clicks, double clicks and the wheel; on by default.
  public var mouse: Bool = true
  /// Whether colours are used; when false, styles are drawn with attributes only.
  public var color: Bool
  /// Whether the terminal is asked for its background colour at start (OSC 11), whose answer
  /// arrives as `Event/background(_:)`; off by default.
  ///
  /// The answer is read as input, never waited for: it comes a moment after the first frame,
  /// or never from a terminal that does not know the query. Whether asked or not, an answer is
  /// never read as keys.
  public var asksForBackground: Bool

  /// Creates options; colour defaults to ``colorFromEnvironment``.
  public init(
    mouse: Bool = true, color: Bool = TerminalOptions.colorFromEnvironment,
    asksForBackground: Bool = false
  ) {
    self.mouse = mouse
    self.color = color
    self.asksForBackground = asksForBackground
  }

  /// Whether the environment allows colour: true unless `NO_COLOR` is set to a non-empty
  /// value (see no-color.org).
  public static var colorFromEnvironment: Bool {
    guard let value = getenv("NO_COLOR") else { return true }
    return value.pointee == 0
  }
}
