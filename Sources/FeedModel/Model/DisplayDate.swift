#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FeedEntry {
  /// The posting date as shown on screen, in local time with its zone, such as
  /// `2016-12-19 21:44 JST`, or `nil` if there is none.
  ///
  /// See ``DisplayDate``.
  public var displayDate: String? { postedAt.map(DisplayDate.text(for:)) }

  /// The date of the last edit as shown on screen, in the form of ``displayDate``, or `nil`
  /// for a post never edited.
  public var displayEditedDate: String? { editedAt.map(DisplayDate.text(for:)) }
}

/// Dates as the screen shows them: ISO 8601 timestamps in local time with the zone's name;
/// anything else as written.
///
/// ISO 8601 here is its extended form, as RFC 3339 and Mastodon write it: a calendar date
/// (`2016-12-19`) that exists, and optionally a time with or without seconds, a fraction and a
/// zone. The basic form (`20161219T124403Z`), week and ordinal dates are not read.
public enum DisplayDate {
  /// The date and time in local time, `YYYY-MM-DD HH:MM ZONE`; a date alone as written; text
  /// that is no ISO 8601 date, unchanged.
  public static func text(for written: String) -> String {
    guard let parsed = parse(written) else { return written }
    guard var seconds = parsed.seconds else { return parsed.date }
    var local = tm()
    guard localtime_r(&seconds, &local) != nil else { return written }
    let zone = local.tm_zone.map { String(cString: $0) } ?? ""
    let text =
      "\((Int(local.tm_year) + 1900).padded(4))-\((Int(local.tm_mon) + 1).padded(2))-"
      + "\(Int(local.tm_mday).padded(2)) \(Int(local.tm_hour).padded(2)):\(Int(local.tm_min).padded(2))"
    return zone.isEmpty ? text : text + " " + zone
  }

  /// Whether text is an ISO 8601 date, or date and time.
  public static func isValid(_ written: String) -> Bool { parse(Array(written.utf8)) != nil }

  /// Whether UTF-8 text is an ISO 8601 date, or date and time: cheap enough to check every
  /// entry of a large document while it loads.
  public static func isValid(utf8 written: [UInt8]) -> Bool { parse(written) != nil }

  /// The moment an ISO 8601 date, or date and time, names, in seconds since 1970 (a date
  /// alone names its start in UTC), for putting posts in order; `nil` for anything else.
  ///
  /// Unlike the text, this orders `2024-01-01T09:00+09:00` before `2024-01-01T01:00Z`.
  public static func moment(_ written: String) -> Int? {
    guard let parsed = parse(written) else { return nil }
    if let seconds = parsed.seconds { return Int(seconds) }
    return parse(parsed.date + "T00:00Z")?.seconds.map { Int($0) }
  }

  /// The moment an ISO 8601 date, or date and time, names, in microseconds since 1970, its
  /// fraction of a second included (a date alone names its start in UTC); `nil` for anything
  /// else.
  ///
  /// For putting posts in order: two posts in the same second, such as `…T07:00:00.100Z` and
  /// `…T07:00:00.900Z`, are told apart. Digits past the sixth of a fraction are dropped.
  public static func preciseMoment(_ written: String) -> Int? {
    guard let parsed = parse(written) else { return nil }
    guard let seconds = parsed.seconds else { return moment(written).map { $0 * 1_000_000 } }
    return Int(seconds) * 1_000_000 + parsed.microseconds
  }

  /// The date part as written, the moment in seconds since 1970 when a time is given, and the
  /// microseconds of its fraction of a second (0 when there is none).
  static func parse(_ text: String) -> (date: String, seconds: time_t?, microseconds: Int)? {
    parse(Array(text.utf8))
  }

  /// The date part, the moment and the microseconds of UTF-8 text.
  static func parse(_ text: [UInt8]) -> (date: String, seconds: time_t?, microseconds: Int)? {
    var scanner = DigitScanner(text)
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), (1...12).contains(month), scanner.skip("-"),
      let day = scanner.number(digits: 2), (1...daysIn(month, of: year)).contains(day)
    else { return nil }
    let date = "\(year.padded(4))-\(month.padded(2))-\(day.padded(2))"
    if scanner.isAtEnd { return (date, nil, 0) }
    guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
      let hour = scanner.number(digits: 2), hour < 24, scanner.skip(":"),
      let minute = scanner.number(digits: 2), minute < 60
    else { return nil }
    var second = 0
    var microseconds = 0
    if scanner.skip(":") {
      guard let value = scanner.number(digits: 2), value <= 60 else { return nil }
      second = value
      if scanner.skip(".") || scanner.skip(",") {
        guard let fraction = scanner.fraction() else { return nil }
        microseconds = fraction
      }
    }
    guard let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
    var utc = tm()
    utc.tm_year = Int32(year - 1900)
    utc.tm_mon = Int32(month - 1)
    utc.tm_mday = Int32(day)
    utc.tm_hour = Int32(hour)
    utc.tm_min = Int32(minute)
    utc.tm_sec = Int32(second)
    let seconds = timegm(&utc)
    return (date, seconds - time_t(offset), microseconds)
  }
}

extension DisplayDate {
  /// The days of a month (1 to 12) in the proleptic Gregorian calendar ISO 8601 uses.
  static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
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

  /// Consumes the one or more digits of a fraction of a second and returns it in
  /// microseconds (digits past the sixth dropped); nil when there is no digit.
  mutating func fraction() -> Int? {
    let start = offset
    var microseconds = 0
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      if offset - start < 6 { microseconds = microseconds * 10 + Int(bytes[offset] - 48) }
      offset += 1
    }
    guard offset > start else { return nil }
    for _ in min(6, offset - start)..<6 { microseconds *= 10 }
    return microseconds
  }

  /// Consumes `character` if it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
    offset += 1
    return true
  }

  /// Consumes an optional zone, `Z`, `+HH:MM`, `+HHMM` or `+HH` (or with `-`), and returns its
  /// offset from UTC in seconds (0 when there is none); nil when it is malformed.
  mutating func zoneOffset() -> Int? {
    if skip("Z") || skip("z") || isAtEnd { return 0 }
    let sign: Int
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2), hours < 24 else { return nil }
    if isAtEnd { return sign * hours * 3600 }
    _ = skip(":")
    guard let minutes = number(digits: 2), minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}

extension Int {
  /// The number in decimal, left-padded with zeros to `width` digits.
  fileprivate func padded(_ width: Int) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
