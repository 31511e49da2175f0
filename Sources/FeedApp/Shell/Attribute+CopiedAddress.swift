import FeedModel

extension Attribute {
  /// What `y` copies for a profile's attribute: the address its value is (`Website
  /// example.org` gives `https://example.org`), or nil for a value that is none (`Location
  /// Tokyo`).
  ///
  /// Mastodon shows a link's text without its scheme, so a bare host, with a path or not, is
  /// taken as a web address; an email address becomes a `mailto:` one, and an account's
  /// (`@alice@example.social`) is copied as it is.
  var copiedAddress: String? { Self.address(in: value) }

  /// The address a field's text names, or nil: see ``copiedAddress``.
  static func address(in text: String) -> String? {
    let value = String(text.trimmingSpaces)
    guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { return nil }
    if ClipboardAddress.scheme(of: value) != nil, value.contains("/") || value.hasPrefix("mailto:")
    {
      return value
    }
    if ClipboardAddress.isAccount(value) { return value }
    if isEmail(value) { return "mailto:" + value }
    let host = value.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }),
      host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:".contains($0) }),
      labels.last?.first?.isLetter == true
    else { return nil }
    return "https://" + value
  }

  /// Whether `text` is an email address: one `@`, with a name before it and a host with a dot
  /// after it.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
  }
}
