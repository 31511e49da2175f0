/// The symbols a terminal's font can draw, which the list and its sections pick their marks by.
///
/// Most terminals' fonts have the symbols the list draws with: eighth blocks, heavy lines,
/// arrows and stars. The Linux console's fonts (the kernel's built-in one, kbd's
/// `default8x16`, the `Lat15-…` ones) hold the 256 glyphs of code page 437 and draw any
/// other character as their stand-in for a missing one, a diamond or a square.
///
/// ```swift
/// var theme = Theme.color
/// theme.glyphs = .console
/// theme.glyphs.scrollThumb  // "█"
/// ```
public enum GlyphSet: Hashable, Sendable {
  /// Unicode's symbols, which the fonts of most terminals have.
  case unicode
  /// Only glyphs of code page 437, which the Linux console's fonts have: ASCII, the box
  /// drawing lines (single and double, never heavy), the full block `█`, the half blocks
  /// `▌` `▐` `▀` `▄`, the shades `░` `▒` `▓`, the arrows `←` `↑` `→` `↓`, `►` `▼`, `·`, `•`,
  /// `■` and `√`.
  case console

  /// The scroll bar's thumb: a heavy line, or on the console the full block.
  public var scrollThumb: Character { self == .console ? "█" : "┃" }

  /// The mark at the left end of a row with more to its left: `‹`, or on the console `<`.
  public var moreLeft: Character { self == .console ? "<" : "‹" }

  /// The mark at the right end of a row with more to its right: `›`, or on the console `>`.
  public var moreRight: Character { self == .console ? ">" : "›" }
}
