/// Text attributes a terminal can combine on one cell, such as bold or reverse video.
///
/// ```swift
/// let emphasis: Attributes = [.bold, .underline]
/// ```
public struct Attributes: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold, or increased intensity.
  public static let bold = Attributes(rawValue: 1 << 0)
  /// Dim, or decreased intensity.
  public static let dim = Attributes(rawValue: 1 << 1)
  /// Reverse video: foreground and background swapped.
  public static let reverse = Attributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = Attributes(rawValue: 1 << 3)
}
