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
}
