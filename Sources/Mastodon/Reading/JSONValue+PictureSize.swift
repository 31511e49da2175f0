import JSON

extension JSONValue {
  /// A picture's side in pixels at `key`: a whole number from 1 that an `Int` holds; when the
  /// member is there and not `null` but holds no such number, `warn` is called with the key
  /// and what was found, as in `expected a size in pixels, found 0`, and the result is `nil`.
  func pixels(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Int? {
    guard let value = self[key], !value.isNull else { return nil }
    if let side = value.int, side > 0 { return side }
    warn(key, "expected a size in pixels, found \(value.numberPhrase)")
    return nil
  }

  /// A picture's width over its height at `key`: a number above 0 (Mastodon's
  /// `meta.original.aspect`, such as `1.5`); when the member is there and not `null` but holds
  /// no such number, `warn` is called with the key and what was found, as in `expected a
  /// ratio, found -1`, and the result is `nil`.
  func ratio(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Double? {
    guard let value = self[key], !value.isNull else { return nil }
    // Past a million to one either way, no picture can be drawn in its shape anyway.
    if let ratio = value.double, ratio.isFinite, ratio >= 1e-6, ratio <= 1e6 { return ratio }
    warn(key, "expected a ratio, found \(value.numberPhrase)")
    return nil
  }

  /// A number as written, cut to 24 characters, or else the kind of value: for a message.
  private var numberPhrase: String {
    // A number's text holds only digits, signs, a point and exponents: safe to quote.
    guard case .number(let text) = self else { return kind.phrase }
    return text.count > 24 ? String(text.prefix(24)) + "…" : text
  }
}
