extension String {
  /// The text in double quotes, safe to print on a terminal: `"`, `\` and control characters
  /// are escaped, so `u<ESC>[31m` becomes `"u\u001B[31m"`.
  public var quotedForMessage: String {
    "\"" + escaping(quotes: true) + "\""
  }

  /// The text with control characters written as `\u001B`, so that nothing in it can drive a
  /// terminal.
  public var escapingControlCharacters: String {
    escaping(quotes: false)
  }

  private func escaping(quotes: Bool) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if quotes, scalar == "\"" || scalar == "\\" {
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      } else if scalar.isTerminalControl {
        result += "\\u" + scalar.hexDigits
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether printing the scalar could move the cursor or start a control sequence: C0, DEL,
  /// C1, the line and paragraph separators and the bidirectional overrides.
  fileprivate var isTerminalControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The scalar's value as four or more upper-case hex digits, such as `001B`.
  fileprivate var hexDigits: String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
