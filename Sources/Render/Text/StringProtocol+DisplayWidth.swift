extension StringProtocol {
  /// The number of terminal columns the text occupies: the sum of its graphemes' widths.
  ///
  /// ```swift
  /// "日本語 ok".displayWidth  // 9
  /// ```
  public var displayWidth: Int {
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return utf8.count
    }
    var total = 0
    for grapheme in self {
      total += grapheme.displayWidth
    }
    return total
  }
}
