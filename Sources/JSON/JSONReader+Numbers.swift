extension JSONReader {
  /// A number's text in the input, and whether it has neither fraction nor exponent.
  public struct ScannedNumber {
    /// Where the number's text is in the input.
    public var range: Range<Int>
    /// Whether it has neither fraction nor exponent.
    public var isInteger: Bool
  }

  /// Scans the number at `offset`, checking it against JSON's number grammar.
  public mutating func scanNumber() throws(DecodingFailure) -> ScannedNumber {
    skipWhitespace()
    let start = offset
    if peek(is: "-") { offset += 1 }
    guard let first = byte(at: offset), isDigit(first) else {
      throw malformed("expected a digit after '-'", at: offset, problem: "invalid number")
    }
    if first == UInt8(ascii: "0") {
      if let next = byte(at: offset + 1), isDigit(next) {
        throw malformed("leading zeros are not allowed", at: offset, problem: "invalid number")
      }
      offset += 1
    } else {
      skipDigits()
    }
    var isInteger = true
    if peek(is: ".") {
      isInteger = false
      offset += 1
      guard let digit = byte(at: offset), isDigit(digit) else {
        throw malformed("expected a digit after '.'", at: offset, problem: "invalid number")
      }
      skipDigits()
    }
    if peek(is: "e") || peek(is: "E") {
      isInteger = false
      offset += 1
      if peek(is: "+") || peek(is: "-") { offset += 1 }
      guard let digit = byte(at: offset), isDigit(digit) else {
        throw malformed("expected a digit in the exponent", at: offset, problem: "invalid number")
      }
      skipDigits()
    }
    return ScannedNumber(range: start..<offset, isInteger: isInteger)
  }

  /// The value of a scanned integer, or `nil` if it does not fit in `Int`.
  public func integerValue(of number: ScannedNumber) -> Int? {
    var index = number.range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    while index < number.range.upperBound {
      let digit = Int(bytes[index] - UInt8(ascii: "0"))
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow, !overflow2 else { return nil }
      value = next
      index += 1
    }
    return value
  }

  private func byte(at index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func peek(is character: Unicode.Scalar) -> Bool {
    byte(at: offset) == UInt8(ascii: character)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while let byte = byte(at: offset), isDigit(byte) {
      offset += 1
    }
  }
}
