/// One pixel: 8-bit red, green, blue and unassociated alpha.
public struct RGBA: Hashable, Sendable {
  /// Red, 0 to 255.
  public var red: UInt8
  /// Green, 0 to 255.
  public var green: UInt8
  /// Blue, 0 to 255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) to 255 (opaque); the colour is not multiplied by it.
  public var alpha: UInt8

  /// Creates a pixel; opaque by default.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 255, green: 255, blue: 255)

  /// Whether the colour is light: its CIE L* is above half.
  ///
  /// A terminal background of `COLORFGBG=0;15` (white) or `0;7` (light grey) is light; black,
  /// navy or Solarized Dark's base03 is not. Alpha is not looked at.
  public var isLight: Bool { PixelImage.lightness(red: red, green: green, blue: blue) > 0.5 }

  /// The colour packed as `0xRRGGBB`, its alpha left out, as chafa takes colours.
  var packedRGB: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}
