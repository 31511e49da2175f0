/// Word-wraps a text a part at a time: the lines needed now at once, the rest later.
///
/// The lines are exactly those of ``Swift/String/wrapped(toWidth:)``, which runs a wrapper to
/// the end; wrapping in parts only decides when each line is made. So a screen can show the
/// first lines of a text of megabytes at once and wrap the rest between key presses.
///
/// ```swift
/// var wrapper = TextWrapper(post, width: 78)
/// wrapper.wrap(toLines: 24)  // the first screenful, at least
/// wrapper.lines.count        // 24 or more; the rest when wrap is called again
/// wrapper.wrapAll()          // wrapper.isComplete
/// ```
public struct TextWrapper {
  /// The widest line, in columns; a width of zero or less gives one empty line.
  public let width: Int
  /// The lines wrapped so far.
  public private(set) var lines: [String] = []
  /// Whether the whole text is wrapped.
  public private(set) var isComplete = false

  private let text: String
  /// Where the text still to wrap begins.
  private var position: String.Index
  /// The paragraph being wrapped.
  private var paragraph: LineWrapper

  /// How many graphemes are wrapped at a time, at least: a part of a paragraph ends at the first
  /// grapheme boundary after as many that is not next to a control character.
  let partLength: Int

  /// A wrapper of `text` into lines of at most `width` columns, with nothing wrapped yet.
  public init(_ text: String, width: Int) {
    self.init(text, width: width, partLength: 2_048)
  }

  /// A wrapper that wraps parts of `partLength` graphemes at least; for tests of their edges.
  init(_ text: String, width: Int, partLength: Int) {
    self.text = text
    self.width = width
    self.partLength = max(1, partLength)
    position = text.startIndex
    paragraph = LineWrapper(width: width)
    if width <= 0 {
      lines = [""]
      isComplete = true
    }
  }

  /// How much of the text is wrapped, from 0 to 1, by its UTF-8 bytes.
  public var fractionDone: Double {
    guard !isComplete, !text.isEmpty else { return 1 }
    return Double(text.utf8.distance(from: text.startIndex, to: position))
      / Double(text.utf8.count)
  }

  /// Wraps on until there are at least `count` lines, or the text is all wrapped.
  ///
  /// Wraps a part of the text at a time, so it may make more lines than asked for.
  public mutating func wrap(toLines count: Int) {
    while !isComplete, lines.count < count { wrapPart() }
  }

  /// Wraps the rest of the text.
  public mutating func wrapAll() {
    while !isComplete { wrapPart() }
  }

  /// Wraps the next part of the text: up to the end of the paragraph, or a part of it.
  ///
  /// A paragraph is sanitized a part at a time. Controls, the only characters sanitizing
  /// changes, are graphemes of their own, but the symbol standing in for one may join the mark
  /// after it (or a prefix before it) into one grapheme; so a part never ends next to one, and
  /// the graphemes are those of the paragraph sanitized whole.
  private mutating func wrapPart() {
    guard position < text.endIndex else {
      paragraph.finish(into: &lines)
      isComplete = true
      return
    }
    let utf8 = text.utf8
    var end = position
    var graphemes = 0
    var lineBreak: Character?
    for character in text[position...] {
      if character.isLineBreak {
        lineBreak = character
        break
      }
      end = utf8.index(end, offsetBy: character.utf8.count)
      graphemes += 1
      if graphemes >= partLength, !character.isControl, !startsWithControl(end) { break }
    }
    if end > position { append(text[position..<end]) }
    paragraph.takeLines(into: &lines)
    position = end
    if let lineBreak {
      paragraph.finish(into: &lines)
      paragraph = LineWrapper(width: width)
      position = utf8.index(position, offsetBy: lineBreak.utf8.count)
    }
  }

  /// Lays out a part of a paragraph: tabs as white space to the next tab stop, the rest
  /// sanitized.
  private mutating func append(_ part: Substring) {
    var rest = part
    while let tab = rest.firstIndex(of: "\t") {
      if tab > rest.startIndex { paragraph.append(String(rest[..<tab]).sanitizedForTerminal) }
      paragraph.appendTab()
      rest = rest[rest.index(after: tab)...]
    }
    if !rest.isEmpty { paragraph.append(String(rest).sanitizedForTerminal) }
  }

  /// Whether the grapheme at an index is a control character.
  private func startsWithControl(_ index: String.Index) -> Bool {
    index < text.endIndex && text.unicodeScalars[index].isUnsafeForTerminal
  }
}

extension Character {
  /// Whether the grapheme is one that sanitizing replaces: a control character.
  fileprivate var isControl: Bool {
    if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F }
    return unicodeScalars.first?.isUnsafeForTerminal == true
  }

  /// Whether the grapheme breaks a line: `isNewline`, asking Unicode's tables only beyond
  /// ASCII.
  fileprivate var isLineBreak: Bool {
    if let ascii = asciiValue { return ascii >= 0x0A && ascii <= 0x0D }
    return isNewline
  }
}
