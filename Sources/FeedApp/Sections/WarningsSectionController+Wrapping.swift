import Render

extension WarningsSectionController {
  /// `text` word-wrapped into lines of at most `width` columns, as
  /// ``Swift/String/wrapped(toWidth:)`` wraps it, except that an escape a message writes for
  /// a character from the data (`\u200B`, `\xE9`, `\"`, `\\`) is never split across lines.
  ///
  /// A word longer than the line breaks between escapes and characters, so `\u200B` stays one
  /// piece that reads as what it is; only an escape wider than the whole line is broken.
  static func wrappedKeepingEscapes(_ text: String, width: Int) -> [String] {
    guard width > 0, text.contains("\\") else { return text.wrapped(toWidth: width) }
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      for line in paragraphLines(paragraph, width: width) {
        lines += line.wrapped(toWidth: width)
      }
    }
    return lines.isEmpty ? [""] : lines
  }

  /// The lines of one paragraph: words go on a line while they fit, with the spaces between
  /// them; the spaces at a break are dropped.
  private static func paragraphLines(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var spaces = ""
    for run in runs(of: paragraph) {
      if run.first == " " {
        spaces += run
        continue
      }
      let runWidth = columns(run)
      if lineWidth + spaces.count + runWidth <= width {
        line += spaces + run
        lineWidth += spaces.count + runWidth
        spaces = ""
        continue
      }
      spaces = ""
      if !line.isEmpty { lines.append(line) }
      line = ""
      lineWidth = 0
      if runWidth <= width {
        line = String(run)
        lineWidth = runWidth
        continue
      }
      // A word longer than the line: broken between its pieces.
      for piece in pieces(of: run) {
        let pieceWidth = columns(piece)
        if lineWidth + pieceWidth > width, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line += piece
        lineWidth += pieceWidth
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The paragraph as runs of spaces and runs of anything else, in order.
  private static func runs(of paragraph: Substring) -> [Substring] {
    var runs: [Substring] = []
    var start = paragraph.startIndex
    while start < paragraph.endIndex {
      let isSpace = paragraph[start] == " "
      let end = paragraph[start...].firstIndex { ($0 == " ") != isSpace } ?? paragraph.endIndex
      runs.append(paragraph[start..<end])
      start = end
    }
    return runs
  }

  /// A word as the pieces a line may break between: each escape (`\uXXXX`, `\xHH`, or `\`
  /// and the character after it) whole, and each other character.
  private static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var index = word.startIndex
    while index < word.endIndex {
      var end = word.index(after: index)
      if word[index] == "\\", end < word.endIndex {
        let hexDigits = word[end] == "u" ? 4 : word[end] == "x" ? 2 : 0
        let digits = word[word.index(after: end)...].prefix(hexDigits)
        // A digit may carry a joiner the data put after the escaped character (`\u200B` and a
        // zero-width joiner, which is not escaped): the two are one character.
        let isHex = { (character: Character) in
          character.unicodeScalars.first.map { Character($0).isHexDigit } ?? false
        }
        if hexDigits > 0, digits.count == hexDigits, digits.allSatisfy(isHex) {
          end = digits.endIndex
        } else {
          end = word.index(after: end)
        }
      }
      pieces.append(word[index..<end])
      index = end
    }
    return pieces
  }

  /// The columns a text takes on the screen.
  private static func columns(_ text: Substring) -> Int {
    String(text).sanitizedForTerminal.displayWidth
  }
}
