/// Colour pairs allocated on demand, one per (foreground, background) that is drawn.
///
/// Pair 0 is the terminal's default colours and is never defined. Other pairs are numbered
/// from 1 in order of first use. When the terminal has no pairs left, a style falls back to
/// pair 0 and keeps its attributes.
///
/// ```swift
/// let pairs = ColorPairs(limit: 256) { pair, fg, bg in init_pair(...) == OK }
/// pairs.number(foreground: 1, background: -1)  // 1, defined now
/// pairs.number(foreground: 1, background: -1)  // 1 again, not defined twice
/// ```
final class ColorPairs {
  /// A foreground and background colour number.
  private struct Colors: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// The pairs defined so far.
  private var numbers: [Colors: Int32] = [:]
  /// One more than the highest pair number that may be defined.
  let limit: Int
  /// Defines a pair in curses; returns whether it worked.
  private let define: (_ pair: Int32, _ foreground: Int32, _ background: Int32) -> Bool

  /// Creates an allocator of pairs 1 to `limit - 1`, defining each with `define`.
  init(
    limit: Int, define: @escaping (_ pair: Int32, _ foreground: Int32, _ background: Int32) -> Bool
  ) {
    self.limit = limit
    self.define = define
  }

  /// The number of pairs defined so far.
  var count: Int { numbers.count }

  /// The pair for a foreground and background, defining it on first use; 0 for the default
  /// colours or when no pair is left.
  func number(foreground: Int32, background: Int32) -> Int32 {
    if foreground == -1 && background == -1 { return 0 }
    let colors = Colors(foreground: foreground, background: background)
    if let number = numbers[colors] { return number }
    let next = numbers.count + 1
    guard next < limit, define(Int32(next), foreground, background) else { return 0 }
    numbers[colors] = Int32(next)
    return Int32(next)
  }
}
