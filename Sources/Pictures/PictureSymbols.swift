/// The symbols a picture is drawn with, chosen to match what the terminal's font has.
///
/// Most terminals' fonts have all of Unicode's block elements; the Linux console's do not:
/// its fonts (`default8x16`, `Lat15-…` and the other CP437-like ones) hold the full block, the
/// four half blocks and the three shades, and show any other block element as a diamond or a
/// `?`.
///
/// ```swift
/// let request = PictureRequest(.file(path), fitting: box, colors: .indexed8, symbols: .console)
/// ```
public enum PictureSymbols: String, Hashable, Sendable, CaseIterable {
  /// Chafa's block symbols that are one column wide everywhere: halves, quadrants and
  /// eighths, the full block and the blank.
  case blocks
  /// The Linux console's: the full block `█`, the half blocks `▀` `▄` `▌` `▐`, the shades
  /// `░` `▒` `▓` and the blank, which its fonts have.
  case console

  /// Every symbol ``console`` draws with.
  public static let consoleSymbols: Set<Character> = [
    " ", "█", "▀", "▄", "▌", "▐", "░", "▒", "▓",
  ]
}
