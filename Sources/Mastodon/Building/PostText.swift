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

  /// The text of converted HTML, with its links.
  init(_ marked: MarkedText) {
    text = marked.text
    var seen: Set<String> = []
    links = marked.spans.compactMap { span in
      guard case .link(let address) = span.kind, !address.isEmpty, seen.insert(address).inserted
      else { return nil }
      return address
    }
  }
}
