#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a ``Terminal`` is set up: whether it reports the mouse and whether it uses colour.
///
/// ```swift
/// let options = TerminalOptions(mouse: false)  // colour follows NO_COLOR
/// ```
public struct TerminalOptions: Sendable {
  /// Whether the mouse is reported: clicks, double clicks and the wheel; on by default.
  public var mouse: Bool = true
  /// Whether colours are used; when false, styles are drawn with attributes only.
  public var color: Bool

  /// Creates options; colour defaults to ``colorFromEnvironment``.
  public init(mouse: Bool = true, color: Bool = TerminalOptions.colorFromEnvironment) {
    self.mouse = mouse
    self.color = color
  }

  /// Whether the environment allows colour: true unless `NO_COLOR` is set to a non-empty
  /// value (see no-color.org).
  public static var colorFromEnvironment: Bool {
    guard let value = getenv("NO_COLOR") else { return true }
    return value.pointee == 0
  }
}
