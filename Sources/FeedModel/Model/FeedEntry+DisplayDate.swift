extension FeedEntry {
  /// The posting date as shown on screen, such as `2016-12-19 12:44`, or `nil` if there is none.
  ///
  /// An ISO 8601 date and time (`2016-12-19T12:44:03Z`, with optional seconds, fraction and
  /// zone offset) shows as date, hour and minute exactly as written, without converting time
  /// zones; a date alone shows as the date. Any other text is returned unchanged.
  public var displayDate: String? {
    guard let postedAt else { return nil }
    return Self.shortDate(fromISO8601: postedAt) ?? postedAt
  }

  /// The `YYYY-MM-DD HH:MM` or `YYYY-MM-DD` form of an ISO 8601 timestamp, or `nil` if the
  /// text is not one.
  static func shortDate(fromISO8601 text: String) -> String? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), (1...12).contains(month), scanner.skip("-"),
      let day = scanner.number(digits: 2), (1...31).contains(day)
    else { return nil }
    let date = "\(year.padded(4))-\(month.padded(2))-\(day.padded(2))"
    if scanner.isAtEnd { return date }
    guard scanner.skip("T") || scanner.skip(" "),
      let hour = scanner.number(digits: 2), hour < 24, scanner.skip(":"),
      let minute = scanner.number(digits: 2), minute < 60
    else { return nil }
    if scanner.skip(":") {
      guard let second = scanner.number(digits: 2), second <= 60 else { return nil }
      if scanner.skip(".") || scanner.skip(",") {
        guard scanner.skipDigits() else { return nil }
      }
    }
    guard scanner.skipZone(), scanner.isAtEnd else { return nil }
    return "\(date) \(hour.padded(2)):\(minute.padded(2))"
  }
}

/// Reads fixed-width numbers and separators from the bytes of a timestamp.
private struct DigitScanner {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset == bytes.count }

  /// Consumes exactly `digits` ASCII digits and returns their value.
  mutating func number(digits: Int) -> Int? {
    guard bytes.count - offset >= digits else { return nil }
    var value = 0
    for byte in bytes[offset..<offset + digits] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    offset += digits
    return value
  }

  /// Consumes one or more digits; returns whether there was any.
  mutating func skipDigits() -> Bool {
    let start = offset
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      offset += 1
    }
    return offset > start
  }

  /// Consumes `character` if it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
    offset += 1
    return true
  }

  /// Consumes an optional zone: `Z`, `+HH:MM`, `+HHMM` or `+HH` (or with `-`).
  mutating func skipZone() -> Bool {
    if skip("Z") || skip("z") || isAtEnd { return true }
    guard skip("+") || skip("-"), let hours = number(digits: 2), hours < 24 else { return false }
    if isAtEnd { return true }
    _ = skip(":")
    guard let minutes = number(digits: 2), minutes < 60 else { return false }
    return true
  }
}

extension Int {
  /// The number in decimal, left-padded with zeros to `width` digits.
  fileprivate func padded(_ width: Int) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
