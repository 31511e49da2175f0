/// The colours a terminal offers, as far as drawing is concerned.
struct ColorSupport: Hashable, Sendable {
  /// The number of colours, `COLORS`; 0 when colour is off.
  var count: Int
  /// Whether colour -1 means the terminal's own default (`use_default_colors` worked).
  var hasDefaultColors: Bool

  /// No colour at all: styles are drawn with attributes only.
  static let none = ColorSupport(count: 0, hasDefaultColors: false)

  /// Whether any colour is used.
  var isEnabled: Bool { count > 0 }

  /// The highest colour pair a style can get, which the terminal allows and `setcchar`'s
  /// short pair argument can carry.
  static func pairLimit(colorPairs: Int) -> Int { max(0, min(colorPairs, Int(Int16.max))) }
}
