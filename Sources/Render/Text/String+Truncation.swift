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
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let text = sanitizedForTerminal
    let budget = width - 1
    var used = 0
    var cut = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      used += text[index].displayWidth
      if used <= budget { cut = next }
      if used > width { return String(text[..<cut]) + "…" }
      index = next
    }
    return text
  }
}
