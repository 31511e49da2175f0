import FeedModel
import JSON

extension JSONValue {
  /// A string, or the first string of an array: `to` and `cc` come either way.
  var strings: [String] {
    if let text = string { return [text] }
    return (array ?? []).compactMap(\.string)
  }

  /// An object, or the objects of an array: `attachment` and `tag` come either way.
  var objects: [JSONValue] {
    if members != nil { return [self] }
    return (array ?? []).filter { $0.members != nil }
  }

  /// A link's address: a string, a `Link` object's `href` (or `url`, or `id`), or the first
  /// of an array of them.
  var href: String? {
    if let text = string { return text }
    if members != nil { return self["href"]?.href ?? self["url"]?.href ?? self["id"]?.string }
    return array?.lazy.compactMap(\.href).first
  }

  /// A natural-language text: a string, or the first string of a language map
  /// (`contentMap`, `summaryMap`).
  var text: String? {
    if let text = string { return text }
    return members?.lazy.compactMap(\.value.string).first
  }

  /// The string, or `nil` when it is missing, not a string or empty.
  var nonEmptyString: String? {
    guard let text = string, !text.isEmpty else { return nil }
    return text
  }

  /// The text at `key` (a string, or for a `…Map` a language map); when the member is there,
  /// not `null` and not text, `warn` is called with the key and what was found, as in
  /// `expected text, found a number` (or `expected a date, …`), and the result is `nil`.
  func text(
    _ key: String, expected: String = "text", warn: (_ key: String, _ problem: String) -> Void
  ) -> String? {
    guard let value = self[key], !value.isNull else { return nil }
    if let text = value.text { return text }
    warn(key, "expected \(expected), found \(value.kind.phrase)")
    return nil
  }

  /// The link's address at `key` (see ``href``: a string, an object's `href`, `url` or `id`,
  /// or the first of an array of them); when the member is there and not `null` but holds no
  /// address, `warn` is called with the key and what was found, as in `expected an image,
  /// found a number` or `expected the address of a post, found an object without an address`, and the
  /// result is `nil`.
  func link(
    _ key: String, expected: String, warn: (_ key: String, _ problem: String) -> Void
  ) -> String? {
    guard let value = self[key], !value.isNull else { return nil }
    if let address = value.href { return address }
    let found =
      value.kind.phrase + (value.members != nil || value.array != nil ? " without an address" : "")
    warn(key, "expected \(expected), found \(found)")
    return nil
  }

  /// Whether the flag at `key` is set, erring on the side of caution: `true` is, `false`,
  /// `null` or no member is not; anything else (`"yes"`, `1`) is set too, after `warn` is
  /// called with the key and what was found, as in `expected a boolean, found a string`: for
  /// flags such as `sensitive`, where showing what should have stayed hidden is the worse
  /// mistake.
  func cautiousFlag(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Bool {
    guard let value = self[key], !value.isNull else { return false }
    if let flag = value.bool { return flag }
    warn(key, "expected a boolean, found \(value.kind.phrase)")
    return true
  }

  /// The ISO 8601 date at `key`; when the member is there and not `null` but holds no such
  /// date, `warn` is called with the key and what was found, as in `expected a date, found a
  /// number` or `"yesterday" is not an ISO 8601 date`, and the result is `nil`.
  func date(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> String? {
    guard let value = self[key], !value.isNull else { return nil }
    guard let date = value.string else {
      warn(key, "expected a date, found \(value.kind.phrase)")
      return nil
    }
    guard DisplayDate.isValid(date) else {
      let found = date.isEmpty ? "an empty string" : date.quotedForMessage
      warn(key, "\(found) is not an ISO 8601 date")
      return nil
    }
    return date
  }

  /// The count at `key`: a whole number from 0 that an `Int` holds; when the member is there
  /// and not `null` but holds no such number, `warn` is called with the key and what was found,
  /// as in `expected a count, found a string` or `expected a count, found -5`, and the result
  /// is `nil`.
  func count(_ key: String, warn: (_ key: String, _ problem: String) -> Void) -> Int? {
    guard let value = self[key], !value.isNull else { return nil }
    if let count = value.int, count >= 0 { return count }
    let found: String
    if case .number(let text) = value {
      // A number's text holds only digits, signs, a point and exponents: safe to quote.
      found = text.count > 24 ? String(text.prefix(24)) + "…" : text
    } else {
      found = value.kind.phrase
    }
    warn(key, "expected a count, found \(found)")
    return nil
  }
}
