import Render

extension String {
  /// The text's lines joined by single spaces, a tab a space too, read only as far as a line `width` columns wide
  /// needs, for ``truncated(toWidth:)`` to cut; nil when the text is nothing but white space.
  ///
  /// Blank lines, and line breaks at either end, leave no space. A feed row shows one line of a
  /// post, and a post can be megabytes long: drawing it costs the same either way.
  func oneLine(forWidth width: Int) -> String? {
    var line = ""
    var used = 0
    var hasText = false
    var breaks = false
    var index = startIndex
    while index < endIndex, used <= width {
      let character = self[index] == "\t" ? " " : self[index]
      index = self.index(after: index)
      if character.isNewline {
        breaks = !line.isEmpty
        continue
      }
      if breaks {
        line.append(" ")
        used += 1
        breaks = false
      }
      line.append(character)
      used += character.displayWidth
      hasText = hasText || !character.isWhitespace
    }
    guard hasText || self[index...].contains(where: { !$0.isWhitespace }) else { return nil }
    return line
  }

  /// The whole text on one line: its lines joined by single spaces and each tab a space.
  ///
  /// For a field shown cut to one line (an About, a promo, a content warning, a poll option,
  /// alt text). Blank lines leave no space. A name, never broken, shows its controls instead.
  var asOneLine: String {
    guard contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
    return split(whereSeparator: \.isNewline).joined(separator: " ").replacing("\t", with: " ")
  }
}
