/// A colour as 8-bit red, green and blue, as a terminal reports one.
///
/// ```swift
/// let white = RGBColor(red: 255, green: 255, blue: 255)
/// white.isLight  // true
/// white.hex      // "#ffffff"
/// ```
public struct RGBColor: Hashable, Sendable {
  /// Red, 0 to 255.
  public var red: UInt8
  /// Green, 0 to 255.
  public var green: UInt8
  /// Blue, 0 to 255.
  public var blue: UInt8

  /// Creates a colour.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, which a terminal that says nothing of its background is taken to have.
  public static let black = RGBColor(red: 0, green: 0, blue: 0)

  /// Whether the colour is light: its luma, as BT.601 weighs it, is over half.
  public var isLight: Bool {
    299 * Int(red) + 587 * Int(green) + 114 * Int(blue) > 1000 * 128
  }

  /// The colour as `#rrggbb`.
  public var hex: String {
    "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
