import Render

extension String {
  /// The text on one line, read only as far as a line `width` columns wide needs, for
  /// ``truncated(toWidth:)`` to cut; nil when the text is nothing but white space.
  ///
  /// Each line break, with the spaces and tabs around it, is one space: a paragraph, a list
  /// item, a nested item's indent or a quote's next line is one word further on, however many
  /// breaks and blanks it took (`• one` and `  • nested` make `• one • nested`). A quote's
  /// markers show where it, or a deeper quote, begins, not on each of its lines. Breaks and
  /// blanks at either end leave no space (an item nested 60 deep starts its row with its
  /// `•`, not 118 columns of indent); any other run of spaces and tabs is one space, so that
  /// a word after a long run of blanks still shows. A
  /// feed row shows one line of a post, and a post can be megabytes long: drawing it costs the
  /// same either way.
  func oneLine(forWidth width: Int) -> String? {
    var line = ""
    var used = 0
    var hasText = false
    var breaks = false
    // Spaces and tabs since the last text, written only once text follows them on this line.
    var blanks = 0
    // Quote markers (`> `) at the start of a line: written where a quote (or a deeper one)
    // begins, and left out on its later lines, so that `> a`, `>`, `> b` read `> a b`.
    var atLineStart = true
    var depth = 0
    var quotedDepth = 0
    var index = startIndex
    while index < endIndex, used <= width {
      let character = self[index]
      index = self.index(after: index)
      if character.isNewline {
        breaks = true
        blanks = 0
        atLineStart = true
        depth = 0
      } else if atLineStart, character == ">",
        index == endIndex || self[index] == " " || self[index].isNewline
      {
        depth += 1
        if index < endIndex, self[index] == " " { index = self.index(after: index) }
      } else if character == " " || character == "\t" {
        // Blanks before the first text (an item's indent, nested however deep) are dropped, as
        // are those after a break: only text pushes the line's text to the right.
        if !breaks, !line.isEmpty { blanks += 1 }
      } else {
        if breaks, !line.isEmpty { blanks = 1 }
        breaks = false
        if atLineStart {
          atLineStart = false
          if depth > quotedDepth {
            line += String(repeating: " ", count: blanks) + String(repeating: "> ", count: depth)
            used += blanks + 2 * depth
            blanks = 0
          }
          quotedDepth = depth
        }
        // Past the width, one more column is enough for the cut to show; a quote's markers
        // may have passed it already.
        // A run of blanks is one space, as a line break is: 300 spaces between two words
        // would push the second out of the row.
        let written = blanks > 0 && used <= width ? 1 : 0
        line += String(repeating: " ", count: written)
        used += written
        blanks = 0
        line.append(character)
        used += character.displayWidth
        hasText = hasText || !character.isWhitespace
      }
    }
    TextReadCounter.add(utf8.distance(from: startIndex, to: index))
    guard hasText || self[index...].contains(where: { !$0.isWhitespace }) else {
      TextReadCounter.add(utf8.distance(from: index, to: endIndex))
      return nil
    }
    return line
  }

  /// The whole text on one line: each line break, with the spaces and tabs around it, one
  /// space (none at either end, nor blanks), and any other run of spaces and tabs one space.
  ///
  /// For a field shown cut to one line (an About, a promo, a content warning, a poll option,
  /// alt text). A name, never broken, shows its controls instead.
  var asOneLine: String {
    TextReadCounter.add(utf8.count)
    guard
      first == " " || last == " " || contains(where: { $0.isNewline || $0 == "\t" })
        || contains("  ")
    else { return self }
    return oneLine(forWidth: .max) ?? ""
  }

  /// The start of the text that a line `width` columns wide can need, for ``asOneLine`` or
  /// ``oneLine(forWidth:)`` to read: at most ``lineExcerptLimit(width:)`` bytes, cut at the
  /// start of a character's encoding, with "…" after them when cut.
  ///
  /// As the feed store gives an entry's text to its row: a promo's body, an About or an
  /// attribute's value can be megabytes long, and a row shows one line of it.
  func lineExcerpt(forWidth width: Int) -> String {
    let limit = Self.lineExcerptLimit(width: width)
    guard utf8.count > limit else { return self }
    var end = utf8.index(utf8.startIndex, offsetBy: limit)
    // Back to the first byte of the scalar the limit falls in.
    while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
    return String(self[..<end]) + "…"
  }

  /// How many bytes of a text a line of a width needs at most: 64 a column, and a kilobyte
  /// for the line breaks, blanks and marks that take none.
  static func lineExcerptLimit(width: Int) -> Int {
    64 * Swift.min(Swift.max(1, width), 1 << 20) + 1_024
  }
}
