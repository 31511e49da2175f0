import HTMLText

/// A post's text as the app shows it, and the web addresses it links to.
struct PostText: Sendable, Equatable {
  /// The plain text.
  var text: String
  /// Each web link's address (`href`), once, in the order of the text; not mentions or
  /// hashtags, which are links in the HTML too.
  var links: [String]

  /// Plain text that links nowhere.
  init(_ text: String) {
    self.text = text
    links = []
  }

  /// The text of converted HTML, with its links: those that go somewhere (not `javascript:` or
  /// `data:`), each once, an address repeated with its scheme or host in other case too.
  init(_ marked: MarkedText) {
    text = marked.text
    var seen: Set<String> = []
    links = marked.spans.compactMap { span in
      guard case .link(let address) = span.kind, !address.isEmpty, Self.goesSomewhere(address),
        seen.insert(Self.comparable(address)).inserted
      else { return nil }
      return address
    }
  }

  /// Schemes whose address is code or content rather than a place.
  static let inertSchemes: Set<String> = ["javascript", "vbscript", "data"]

  /// Whether an address names a place to go, rather than script or data.
  static func goesSomewhere(_ address: String) -> Bool {
    guard let colon = address.firstIndex(of: ":") else { return true }
    let scheme = String(address[..<colon].filter { !$0.isWhitespace && !$0.isNewline }).lowercased()
    return !inertSchemes.contains(scheme)
  }

  /// An address as compared for repeats: its scheme and host in lower case, which name the
  /// same place in any case (`https://HOST.example/A` is `https://host.example/A`).
  static func comparable(_ address: String) -> String {
    let characters = Array(address)
    guard let colon = characters.firstIndex(of: ":"), characters.count > colon + 2,
      characters[colon + 1] == "/", characters[colon + 2] == "/"
    else { return address }
    let hostStart = colon + 3
    let hostEnd =
      characters[hostStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
      ?? characters.count
    return String(characters[..<hostEnd]).lowercased() + String(characters[hostEnd...])
  }
}
