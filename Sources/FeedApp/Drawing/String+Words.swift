import Render

extension String {
  /// The text cut to a width after a whole word, with `…`, rather than inside a word.
  ///
  /// `birthday surprise, don't show Haru` at 20 columns is `birthday surprise…`: punctuation
  /// before the cut goes with it. A first word too wide alone is cut where the width ends.
  func truncatedAtWord(toWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    var kept = ""
    for word in split(separator: " ", omittingEmptySubsequences: false) {
      let longer = kept.isEmpty ? String(word) : kept + " " + word
      if (longer + "…").displayWidth > width { break }
      kept = longer
    }
    while let last = kept.last, last == " " || (last.isPunctuation && last != "…") {
      kept.removeLast()
    }
    guard kept.contains(where: { !$0.isWhitespace }) else { return truncated(toWidth: width) }
    return kept + "…"
  }
}
