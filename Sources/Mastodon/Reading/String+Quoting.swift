extension String {
  /// The text in double quotes for a message: `"`, `\` and control characters escaped.
  var quoted: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x22, 0x5C:
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
