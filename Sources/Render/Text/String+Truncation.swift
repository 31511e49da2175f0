extension String {
  /// The text cut to at most `width` terminal columns, ending in "…" when it was cut.
  ///
  /// The text is sanitized first (see ``sanitizedForTerminal``), so the width is the one the
  /// terminal will show. A wide grapheme that would cross the limit is dropped whole. A width of
  /// zero or less gives "", and a width of 1 gives "…" when the text does not fit.
  ///
  /// ```swift
  /// "hello world".truncated(toWidth: 8)       // "hello w…"
  /// "日本語のテキスト".truncated(toWidth: 7)  // "日本語…"
  /// ```
  ///
  /// Only as much of the text is read as the width needs, however long the text is.
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    // A head of the text, sanitized alone, decides the cut when it is already too wide: every
    // grapheme before the one that crosses the limit is whole in it. Otherwise (a short text,
    // or a head of zero-width graphemes) the whole text is read.
    let head = prefix(width < Int.max / 4 ? 2 * width + 16 : Int.max)
    if head.endIndex < endIndex, case let cut = String(head).cut(toWidth: width), cut.isCut {
      return cut.text
    }
    return cut(toWidth: width).text
  }

  /// The text sanitized and cut to at most `width` columns, and whether it was cut.
  private func cut(toWidth width: Int) -> (text: String, isCut: Bool) {
    let text = sanitizedForTerminal
    let budget = width - 1
    var used = 0
    var cut = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      used += text[index].displayWidth
      if used <= budget { cut = next }
      if used > width { return (String(text[..<cut]) + "…", true) }
      index = next
    }
    return (text, false)
  }
}
