extension String {
  /// The text with control characters and the format characters that reorder or hide text
  /// written as JSON escapes them (`\u001B`, `\u200F`), and with `quotes`, `"` and `\` escaped
  /// too, so that nothing in it can drive a terminal, nor change how what is printed around it
  /// reads.
  ///
  /// A byte of a path that is not UTF-8 (see ``init(decodingPath:)``) is written as `\xE9`.
  ///
  /// The one rule for every message that prints text from an input (a file's name, a
  /// member's, a value), shared by the archive reader and the document loader.
  public func escapedForMessage(quotes: Bool) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if quotes, scalar == "\"" || scalar == "\\" {
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      } else if scalar.isStrayByte {
        result += scalar.strayByteEscape
      } else if scalar.isTerminalControl {
        result += scalar.escaped
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether printing the scalar could drive the terminal, or reorder or hide the text around
  /// it: a control character (C0, DEL, C1), the line and paragraph separators, or a format
  /// character (general category Cf: the bidirectional marks, embeddings, overrides and
  /// isolates, zero-width spaces, invisible operators, tags and their like), except the
  /// zero-width joiner and non-joiner, which only join letters and emoji.
  fileprivate var isTerminalControl: Bool {
    if value < 0x80 { return value < 0x20 || value == 0x7F }
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    case .format: return value != 0x200C && value != 0x200D
    default: return false
    }
  }

  /// The scalar as JSON escapes it: `\u001B`, or beyond U+FFFF a surrogate pair such as
  /// `\uDB40\uDC41`.
  fileprivate var escaped: String {
    var result = ""
    for unit in utf16 {
      let digits = String(unit, radix: 16, uppercase: true)
      result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    return result
  }
}
