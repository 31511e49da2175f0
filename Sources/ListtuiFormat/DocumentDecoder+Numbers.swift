import FeedModel
import JSON

extension DocumentDecoder {
  /// What a number field holds: a whole number, or what was found instead, for a warning.
  enum WholeNumber: Equatable {
    /// A whole number, however written: `12`, `12.0` or `1.2e1`.
    case value(Int)
    /// No whole number an `Int` holds: the number's text (cut to 24 characters: it holds
    /// only digits, signs, a point and exponents, safe to quote), or the kind of value found,
    /// as in `1.5` or `a string`.
    case unreadable(found: String)
  }

  /// Reads a whole number, or `null` as `nil`; any other value is read past and is
  /// ``WholeNumber/unreadable(found:)``.
  ///
  /// A number is whole when its exact value is, as JSON defines numbers: `1e3` is 1000 and
  /// `12.0` is 12, but `1.5`, `1e-1` and a number past `Int`'s range are not.
  mutating func decodeOptionalWholeNumber() throws(DecodingFailure) -> WholeNumber? {
    let kind = try reader.peekKind()
    switch kind {
    case .null:
      try reader.readNull()
      return nil
    case .number:
      let number = try reader.scanNumber()
      // Most counts are written as plain integers: no digits to gather.
      if number.isInteger, let value = reader.integerValue(of: number) { return .value(value) }
      let text = UnsafeBufferPointer(rebasing: reader.bytes[number.range])
      if let value = Self.wholeValue(of: text) { return .value(value) }
      let written = String(decoding: text.prefix(24), as: UTF8.self)
      return .unreadable(found: text.count > 24 ? written + "…" : written)
    default:
      try reader.skipValue()
      return .unreadable(found: kind.phrase)
    }
  }

  /// Reads a count: a whole number from 0, or `null` as `nil`.
  ///
  /// Anything else (a string, a fraction, a negative number, one too large) is `nil` too, with
  /// a warning at the current path, as in `expected a count, found 1.5; left out`: `expected`
  /// names what was expected, and `consequence` what comes of it.
  mutating func decodeOptionalCount(
    expected: String = "a count", consequence: String = "left out"
  ) throws(DecodingFailure) -> Int? {
    let found: String
    switch try decodeOptionalWholeNumber() {
    case nil: return nil
    case .value(let value) where value >= 0: return value
    case .value(let value): found = String(value)
    case .unreadable(let text): found = text
    }
    warnings.append(
      DocumentWarning(
        place: path.text ?? "", message: "expected \(expected), found \(found); \(consequence)"))
    return nil
  }

  /// The exact value of a JSON number's text when it is a whole number an `Int` holds, else
  /// `nil`.
  static func wholeValue(of text: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let negative = text.first == UInt8(ascii: "-")
    if negative { index += 1 }
    // The significant digits, and where the point falls among them.
    var digits: [UInt8] = []
    var point = 0
    var inFraction = false
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        inFraction = true
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        break
      } else {
        if !(digits.isEmpty && byte == UInt8(ascii: "0")) {
          digits.append(byte - UInt8(ascii: "0"))
          if !inFraction { point += 1 }
        } else if inFraction {
          point -= 1
        }
      }
      index += 1
    }
    if index < text.count {
      // The exponent: past a few digits' worth it only says too large or too small.
      index += 1
      var exponentNegative = false
      if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        exponentNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponent = 0
      while index < text.count {
        exponent = min(exponent * 10 + Int(text[index] - UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      point += exponentNegative ? -exponent : exponent
    }
    while digits.last == 0 { digits.removeLast() }
    guard !digits.isEmpty else { return 0 }
    guard point >= digits.count, point <= 19 else { return nil }
    var value = 0
    for position in 0..<point {
      let digit = position < digits.count ? Int(digits[position]) : 0
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow, !overflow2 else { return nil }
      value = next
    }
    return value
  }
}
