extension String {
  /// The text word-wrapped into lines of at most `width` terminal columns.
  ///
  /// Lines break at spaces, and also between any two wide (CJK) graphemes; a word longer than
  /// the width is broken where it reaches the edge. Explicit line breaks (any newline
  /// character, such as "\n" or "\r\n") are kept, so an empty line stays empty. A tab is
  /// white space up to the line's next tab stop, every 8 columns, as
  /// ``expandingTabs(tabStop:)`` makes it: wrapped text is laid out, so its tabs are spaces,
  /// where ``Buffer/write(_:x:y:style:maxWidth:)`` and ``Swift/StringProtocol/displayWidth``,
  /// for a line of data such as a name, show a tab as `␉`. Spaces and tabs at a wrap point
  /// are dropped. Each line is sanitized (see ``sanitizedForTerminal``), so its width is the
  /// one the terminal will show.
  /// A grapheme wider than the whole width becomes "…". The result always has at least one
  /// line; a width of zero or less gives `[""]`.
  ///
  /// ```swift
  /// "the quick brown fox".wrapped(toWidth: 10)  // ["the quick", "brown fox"]
  /// ```
  ///
  /// ``TextWrapper`` makes the same lines a part at a time.
  public func wrapped(toWidth width: Int) -> [String] {
    var wrapper = TextWrapper(self, width: width)
    wrapper.wrapAll()
    return wrapper.lines
  }
}
