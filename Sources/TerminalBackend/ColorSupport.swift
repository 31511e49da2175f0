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

  /// One more than the highest colour pair a style can get: the terminal's `COLOR_PAIRS`.
  ///
  /// Pairs are defined with `init_extended_pair` and drawn through `setcchar`'s `opts`
  /// argument, which carries an `int`, so pairs above 32767 work too.
  static func pairLimit(colorPairs: Int) -> Int { max(0, min(colorPairs, Int(Int32.max))) }
}
