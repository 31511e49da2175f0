import JSON

extension StatusParser {
  /// The REST id at `key` of `object`: a string, or a whole number from 0 written without a
  /// point or exponent (`109876543210`), taken as its digits.
  ///
  /// Mastodon writes ids as strings; some servers and older tools write them as JSON numbers,
  /// and the digits are the same id. When the member is there and not `null` but holds no id
  /// (an empty string, `1.5`, `-3`, an object), `warn` is called with the key and what was
  /// found, as in `expected a status id, found a boolean`, and the result is `nil`.
  static func restID(
    _ key: String, of object: JSONValue, expected: String,
    warn: (_ key: String, _ problem: String) -> Void
  ) -> String? {
    guard let value = object[key], !value.isNull else { return nil }
    if let id = restID(value) { return id }
    let found: String
    switch value {
    case .string: found = "an empty string"
    case .number(let text):
      // A number's text holds only digits, signs, a point and exponents: safe to quote.
      found = text.count > 24 ? String(text.prefix(24)) + "…" : text
    default: found = value.kind.phrase
    }
    warn(key, "expected \(expected), found \(found)")
    return nil
  }

  /// The id `value` holds, as ``restID(_:of:expected:warn:)`` reads it, or `nil`.
  static func restID(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text.isEmpty ? nil : text
    case .number(let text):
      return text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) ? text : nil
    default: return nil
    }
  }
}
