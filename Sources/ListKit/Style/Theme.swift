import Render

/// The styles that section controllers and the list draw with.
///
/// ``color`` uses colours; ``basicColor`` the colours of 8- and 16-colour terminals;
/// ``monochrome`` attributes only, for `NO_COLOR` terminals. ``fitted(toColorCount:)`` picks
/// among them for a terminal, as `ListAdapter.theme` does by itself. In all of them, the
/// selected row also carries a `>` mark, so it is visible without any style.
public struct Theme: Hashable, Sendable {
  /// Laid over the rows of the selected item.
  public var selection: Style
  /// Section headers such as "Following 12".
  public var header: Style
  /// Names and titles.
  public var emphasis: Style
  /// Nicknames and links.
  public var accent: Style
  /// Less important text: dates, counts, hints.
  public var secondary: Style
  /// Frames and rules.
  public var frame: Style
  /// The status line.
  public var status: Style
  /// Warnings and errors.
  public var warning: Style
  /// Text that matches what the user searched for.
  public var highlight: Style
  /// The colour less important text (``secondary``) takes on the selected row, where the
  /// selection's background would leave it too faint; nil keeps it as it is.
  public var selectedSecondary: Color?
  /// The symbols the terminal's font has, which marks are drawn with: ``GlyphSet/unicode``
  /// unless the app learns the terminal is the Linux console.
  public var glyphs: GlyphSet = .unicode

  /// Creates a theme from its styles.
  public init(
    selection: Style, header: Style, emphasis: Style, accent: Style, secondary: Style,
    frame: Style, status: Style, warning: Style,
    highlight: Style = Style(attributes: [.bold, .underline]), selectedSecondary: Color? = nil
  ) {
    self.selection = selection
    self.header = header
    self.emphasis = emphasis
    self.accent = accent
    self.secondary = secondary
    self.frame = frame
    self.status = status
    self.warning = warning
    self.highlight = highlight
    self.selectedSecondary = selectedSecondary
  }

  /// The default theme, with colours.
  ///
  /// The selection is a dark grey bar whose plain text is drawn near-white, so it reads the same
  /// on light and dark terminal backgrounds. Less important text and frames are a middle grey
  /// of the 256-colour palette's fixed greys (244), which reads on both: not bright black,
  /// which some palettes make the background itself (Solarized Dark). On the bar that grey is a
  /// light one (250), 6:1 against the bar where 244 was under 3:1.
  public static let color = Theme(
    selection: Style(attributes: [.bold], foreground: .indexed(255), background: .indexed(237)),
    header: Style(attributes: [.bold], foreground: .yellow),
    emphasis: Style(attributes: [.bold]),
    accent: Style(foreground: .cyan),
    secondary: Style(foreground: .indexed(244)),
    frame: Style(foreground: .indexed(244)),
    status: Style(attributes: [.reverse]),
    warning: Style(attributes: [.bold], foreground: .red),
    highlight: Style(attributes: [.bold, .underline], foreground: .yellow),
    selectedSecondary: .indexed(250))

  /// The default colours for terminals of 8 or 16 colours: the selection is reverse video,
  /// since they have no grey to draw a bar in, and less important text and frames are bright
  /// black, the palette's grey.
  public static let basicColor: Theme = {
    var theme = Theme.color
    theme.selection = Style(attributes: [.bold, .reverse])
    theme.secondary = Style(foreground: .brightBlack)
    theme.frame = Style(foreground: .brightBlack)
    theme.selectedSecondary = nil
    return theme
  }()

  /// A theme of attributes only, for terminals and users that ask for no colour.
  public static let monochrome = Theme(
    selection: Style(attributes: [.bold, .reverse]),
    header: Style(attributes: [.bold, .underline]),
    emphasis: Style(attributes: [.bold]),
    accent: Style(attributes: [.underline]),
    secondary: Style(attributes: [.dim]),
    frame: Style(attributes: [.dim]),
    status: Style(attributes: [.reverse]),
    warning: Style(attributes: [.bold]),
    // Reverse, as less marks a match: names are already bold and underlined. On the selected
    // row's reverse bar a match is the one part in normal video (see `Buffer.highlight`).
    highlight: Style(attributes: [.bold, .underline, .reverse]))

  /// This theme as a terminal of `colorCount` colours shows it.
  ///
  /// `colorCount` is 0 for none (`NO_COLOR`), else 8, 16, 256… The default theme, ``color``, becomes ``basicColor`` on fewer than 256 colours, whose
  /// selection is reverse video where the grey bar would be black, the background of a dark
  /// terminal; ``color`` and ``basicColor`` become ``monochrome`` without colour. Any other
  /// theme, ``monochrome`` or an app's own, is the app's choice and stays as it is.
  ///
  /// The glyphs stay as they are: they are the font's, not the colours'.
  public func fitted(toColorCount colorCount: Int) -> Theme {
    var styles = self
    styles.glyphs = .unicode
    guard styles == .color || styles == .basicColor else { return self }
    var fitted = colorCount <= 0 ? .monochrome : colorCount < 256 ? .basicColor : styles
    fitted.glyphs = glyphs
    return fitted
  }
}
