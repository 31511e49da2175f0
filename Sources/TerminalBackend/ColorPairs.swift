/// Colour pairs allocated on demand, one per (foreground, background) that is drawn.
///
/// Pair 0 is the terminal's default colours and is never defined. Other pairs are numbered
/// from 1 in order of first use, up to `limit - 1`; with ncurses' extended pairs that is
/// `COLOR_PAIRS` (65536 on a 256-colour terminal), past the 32767 of a `short`.
///
/// Pictures bring hundreds of pairs each, so the pairs can run out. Then
/// ``number(foreground:background:)`` answers 0 (the default colours) and ``isFull`` turns
/// true; the screen then calls ``reset()`` and repaints the whole frame, so that no cell is
/// left showing a pair that was redefined under it.
///
/// ```swift
/// let pairs = ColorPairs(limit: 256) { pair, fg, bg in init_extended_pair(...) == OK }
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
  /// Whether a pair was asked for since the last ``reset()`` and none was left.
  private(set) var isFull = false
  /// How many times ``reset()`` has run.
  private(set) var resets = 0

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
  /// colours, when curses refuses the pair, or when no pair is left (which sets ``isFull``).
  func number(foreground: Int32, background: Int32) -> Int32 {
    if foreground == -1 && background == -1 { return 0 }
    let colors = Colors(foreground: foreground, background: background)
    if let number = numbers[colors] { return number }
    let next = numbers.count + 1
    guard next < limit else {
      isFull = true
      return 0
    }
    guard define(Int32(next), foreground, background) else { return 0 }
    numbers[colors] = Int32(next)
    return Int32(next)
  }

  /// Forgets every pair, so that numbering starts again from 1.
  ///
  /// Each pair is defined anew when next asked for. Cells on screen still carry the old
  /// numbers: repaint them all.
  func reset() {
    numbers = [:]
    isFull = false
    resets += 1
  }
}
