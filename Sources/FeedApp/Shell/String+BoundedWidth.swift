import Render

extension StringProtocol {
  /// The display width, counted no further than needed to tell it is over `limit`: the width
  /// when it is at most `limit`, else some width over it.
  ///
  /// For a line of the screen, whose width is all that can show: a prompt holding a pasted
  /// megabyte is measured as far as the screen's width, not to its end, each frame.
  ///
  /// ```swift
  /// "ropeway".displayWidth(upTo: 80)                              // 7
  /// String(repeating: "x", count: 65_536).displayWidth(upTo: 80)  // 81
  /// ```
  func displayWidth(upTo limit: Int) -> Int {
    var width = 0
    for character in self {
      width += character.displayWidth
      if width > limit { return width }
    }
    return width
  }
}
