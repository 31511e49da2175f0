/// A terminal colour: the terminal's default, one of the eight basic colours, or a palette index.
public enum Color: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// Palette colour 0.
  case black
  /// Palette colour 1.
  case red
  /// Palette colour 2.
  case green
  /// Palette colour 3.
  case yellow
  /// Palette colour 4.
  case blue
  /// Palette colour 5.
  case magenta
  /// Palette colour 6.
  case cyan
  /// Palette colour 7.
  case white
  /// Palette colour 8, usually a grey.
  case brightBlack
  /// Any colour of the 256-colour palette, by index.
  case indexed(UInt8)
}
