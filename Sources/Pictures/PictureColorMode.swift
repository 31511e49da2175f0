/// The colours a picture is drawn with, chosen to match what the terminal can show.
///
/// ```swift
/// let mode = PictureColorMode(terminalColors: 256)  // .indexed256
/// let plain = PictureColorMode(terminalColors: 0)   // .none: shapes only, for NO_COLOR
/// ```
public enum PictureColorMode: String, Hashable, Sendable, CaseIterable {
  /// Palette colours 16 to 255 (the 6×6×6 cube and the greys), matched in DIN99d space. The
  /// 16 base colours are left out: themes redefine them.
  case indexed256
  /// The 16 base colours, for 16-colour terminals, taken to be as xterm draws them by default.
  case indexed16
  /// The 8 basic colours, for 8-colour terminals, taken to be as xterm draws them by default.
  case indexed8
  /// No colour: block symbols alone, in the default colours, show each part of the picture in
  /// a tone of its own (dithered), and whatever is opaque against transparency as a shape.
  ///
  /// On a dark background, or one not known, the ink is light: lighter parts get more ink.
  /// On a light one (``PictureRequest/background``), the ink is dark: darker parts get more,
  /// so the picture is not drawn as its negative.
  case none

  /// The richest mode a terminal of `terminalColors` colours (curses' `COLORS`; 0 when
  /// colour is off or `NO_COLOR` is set) can show.
  public init(terminalColors: Int) {
    switch terminalColors {
    case 256...: self = .indexed256
    case 16..<256: self = .indexed16
    case 8..<16: self = .indexed8
    default: self = .none
    }
  }
}
