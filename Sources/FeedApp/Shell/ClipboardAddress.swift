/// An address that `y` may put on the clipboard, checked: a web address or another of the
/// safe kinds, or an account's address (`@alice@example.social`), of sane length and holding
/// no control characters.
///
/// The address comes from the document, so it is checked before it goes anywhere: a
/// `javascript:` or `data:` link, or one holding an `ESC` or a line break, is refused with the
/// reason, rather than copied for the user to paste into a browser or a shell.
///
/// ```swift
/// ClipboardAddress.check("https://example.org/")  // .success
/// ClipboardAddress.check("javascript:alert(1)")  // .failure(.scheme("javascript"))
/// ```
struct ClipboardAddress: Equatable {
  /// The address, exactly as the document has it.
  let text: String

  /// Why an address is not copied.
  enum Refusal: Error, Equatable {
    /// Longer than ``ClipboardAddress/limit`` bytes.
    case tooLong
    /// It holds a control character (`ESC`, `BEL`, a line break) or a format character that
    /// reorders or hides text.
    case controlCharacters
    /// A link of a scheme that is no place to visit (`javascript:`, `data:`, `file:`).
    case scheme(String)
    /// Neither a link nor an account's address (a bare id, a path).
    case notAnAddress
  }

  /// The most bytes an address copied may have: an absurd address is refused, not sent.
  static let limit = 100_000

  /// The schemes copied: places to visit and to write to, never code to run or a local file.
  static let schemes: Set<String> = ["http", "https", "mailto", "gemini", "gopher", "ftp"]

  /// The address checked: copied as it is, or the reason it is not.
  static func check(_ text: String) -> Result<ClipboardAddress, Refusal> {
    guard text.utf8.count <= limit else { return .failure(.tooLong) }
    let unsafe = text.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    guard !unsafe else { return .failure(.controlCharacters) }
    if let scheme = scheme(of: text) {
      return schemes.contains(scheme)
        ? .success(ClipboardAddress(text: text)) : .failure(.scheme(scheme))
    }
    return isAccount(text) ? .success(ClipboardAddress(text: text)) : .failure(.notAnAddress)
  }

  /// The scheme of a link, lowercased (`https`), or nil when `text` starts with none.
  static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme.lowercased()
  }

  /// Whether `text` is an account's address: `@user@host`, with no spaces.
  static func isAccount(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0].isEmpty && !parts[1].isEmpty && !parts[2].isEmpty
      && !text.contains { $0.isWhitespace }
  }
}

extension ClipboardAddress.Refusal {
  /// What the status line says: `Not copied: …`, and shorter forms.
  var message: StatusMessage {
    switch self {
    case .tooLong:
      StatusMessage("Not copied: the address is over 100 KB", or: "Not copied: too long")
    case .controlCharacters:
      StatusMessage(
        "Not copied: the address holds control characters", or: "Not copied: control characters")
    case .scheme(let scheme):
      StatusMessage(
        "Not copied: \(scheme.prefix(20)): is no web address",
        or: "Not copied: \(scheme.prefix(20)):",
        "Not copied")
    case .notAnAddress:
      StatusMessage("Not copied: no web address here", or: "Not copied: no address", "Not copied")
    }
  }
}
