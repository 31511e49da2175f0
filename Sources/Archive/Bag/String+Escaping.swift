extension String {
  /// The text with control characters written as `\u001B`, so that a name taken from an
  /// archive cannot drive the terminal it is printed on.
  var escapingControlCharacters: String {
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      if scalar.isTerminalControl {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
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
}
