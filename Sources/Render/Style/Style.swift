/// How a cell is drawn: its attributes and its foreground and background colours.
///
/// Styles compose by patching: an overlay adds its attributes and replaces only the colours it
/// sets, so a selection highlight keeps the text's own colour.
///
/// ```swift
/// let title = Style.bold.patched(with: .fg(.cyan))
/// let selected = title.patched(with: .reverse)  // bold, reverse, cyan
/// ```
public struct Style: Hashable, Sendable {
  /// The attributes, such as bold or reverse.
  public var attributes: Attributes
  /// The text colour; `.default` leaves the terminal's own.
  public var foreground: Color
  /// The background colour; `.default` leaves the terminal's own.
  public var background: Color

  /// Creates a style; every part defaults to the terminal's plain text.
  public init(
    attributes: Attributes = [], foreground: Color = .default, background: Color = .default
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's plain text: no attributes and default colours.
  public static let plain = Style()

  /// Returns this style with an overlay applied: attributes are united and the overlay's
  /// non-default colours win.
  public func patched(with overlay: Style) -> Style {
    Style(
      attributes: attributes.union(overlay.attributes),
      foreground: overlay.foreground == .default ? foreground : overlay.foreground,
      background: overlay.background == .default ? background : overlay.background
    )
  }
}

extension Style {
  /// Bold text in default colours.
  public static let bold = Style(attributes: .bold)
  /// Dim text in default colours.
  public static let dim = Style(attributes: .dim)
  /// Reverse video in default colours.
  public static let reverse = Style(attributes: .reverse)
  /// Underlined text in default colours.
  public static let underline = Style(attributes: .underline)

  /// Plain text in the given foreground colour.
  public static func fg(_ color: Color) -> Style {
    Style(foreground: color)
  }

  /// Plain text on the given background colour.
  public static func bg(_ color: Color) -> Style {
    Style(background: color)
  }
}
