import CNcursesw
import CTerminal
import Render

/// A ``Render/Style`` as curses draws it: attribute bits, and foreground and background colour
/// numbers where -1 is the terminal's default.
///
/// ```swift
/// let support = ColorSupport(count: 8, hasDefaultColors: true)
/// CursesStyle(Style(attributes: .bold, foreground: .brightBlack), colors: support)
/// // attributes A_BOLD | A_DIM, foreground -1, background -1
/// ```
struct CursesStyle: Hashable, Sendable {
  /// The `attr_t` bits, such as `A_BOLD`.
  var attributes: attr_t
  /// The foreground colour number; -1 for the terminal's default.
  var foreground: Int32
  /// The background colour number; -1 for the terminal's default.
  var background: Int32

  /// Translates a style for a terminal with the given colours.
  ///
  /// Bold, dim, reverse and underline map to their `A_` attributes. The eight basic colours
  /// are 0 to 7. ``Render/Color/brightBlack`` is colour 8 when there are at least 16; with
  /// fewer, a grey foreground becomes the default colour, dimmed, and a grey background
  /// becomes black. A palette index is used as is on a 256-colour terminal; with fewer
  /// colours it becomes the nearest colour the terminal has (see ``number(of:colors:)``).
  /// Without colour, only the attributes are kept.
  init(_ style: Style, colors: ColorSupport) {
    var attributes = CursesStyle.attributes(style.attributes)
    guard colors.isEnabled else {
      self.init(attributes: attributes, foreground: -1, background: -1)
      return
    }
    var foreground = CursesStyle.number(of: style.foreground, colors: colors.count)
    var background = CursesStyle.number(of: style.background, colors: colors.count)
    if style.foreground == .brightBlack && colors.count < 16 {
      foreground = -1
      attributes |= CursesStyle.dim
    }
    if style.background == .brightBlack && colors.count < 16 {
      background = Int32(COLOR_BLACK)
    }
    if !colors.hasDefaultColors {
      if foreground < 0 { foreground = Int32(COLOR_WHITE) }
      if background < 0 { background = Int32(COLOR_BLACK) }
    }
    self.init(attributes: attributes, foreground: foreground, background: background)
  }

  /// Creates a curses style from its parts.
  init(attributes: attr_t, foreground: Int32, background: Int32) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The `attr_t` bits for a set of attributes.
  static func attributes(_ attributes: Attributes) -> attr_t {
    var bits = ct_attr_normal()
    if attributes.contains(.bold) { bits |= bold }
    if attributes.contains(.dim) { bits |= dim }
    if attributes.contains(.reverse) { bits |= reverse }
    if attributes.contains(.underline) { bits |= underline }
    return bits
  }

  /// The colour number for a colour on a terminal of `colors` colours; -1 for the default.
  ///
  /// A palette index the terminal has is used directly: any index with 256 colours or more,
  /// and 0 to 15 with 16 or more. Otherwise (8 colours, or an 88-colour terminal whose upper
  /// palette is laid out differently) it becomes the nearest of the first 8 or 16 colours of
  /// xterm's palette, so a picture keeps its hues instead of losing all colour.
  static func number(of color: Color, colors: Int) -> Int32 {
    switch color {
    case .default: return -1
    case .black: return Int32(COLOR_BLACK)
    case .red: return Int32(COLOR_RED)
    case .green: return Int32(COLOR_GREEN)
    case .yellow: return Int32(COLOR_YELLOW)
    case .blue: return Int32(COLOR_BLUE)
    case .magenta: return Int32(COLOR_MAGENTA)
    case .cyan: return Int32(COLOR_CYAN)
    case .white: return Int32(COLOR_WHITE)
    case .brightBlack: return colors >= 16 ? 8 : Int32(COLOR_BLACK)
    case .indexed(let index):
      if Int(index) < colors && (colors >= 256 || index < 16) { return Int32(index) }
      if (8..<16).contains(index) && colors >= 8 { return Int32(index - 8) }
      guard colors >= 8 else { return -1 }
      return XtermPalette.nearest(to: index, among: colors >= 16 ? 16 : 8)
    }
  }

  /// `A_BOLD`.
  static let bold = ct_attr_bold()
  /// `A_DIM`.
  static let dim = ct_attr_dim()
  /// `A_REVERSE`.
  static let reverse = ct_attr_reverse()
  /// `A_UNDERLINE`.
  static let underline = ct_attr_underline()
}
