/// Shift and Ctrl, as they go with a key that is no character (``Key/modified(_:_:)``).
///
/// Alt is not among them: it wraps the key, as ``Key/alt(_:)``, since terminals send it as
/// Escape before any key.
///
/// ```swift
/// Key.modified(.up, [.control, .shift])   // Ctrl+Shift+Up, <C-S-Up>
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the modifiers.
  public let rawValue: UInt8

  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Ctrl.
  public static let control = KeyModifiers(rawValue: 1 << 1)
}
