import FeedModel
import JSON

extension StatusParser {
  /// The preview card of a status (its `card`, a `PreviewCard`): the page's address, title,
  /// description, site and type, all plain text as the API writes them.
  ///
  /// A card that is no object, or has no `url`, or one that is no `http:` or `https:` address
  /// (`javascript:…`, `/relative/path`), is left out; a field of the wrong type is left out of
  /// it. `warn` is called with the place within the status (`card.title`) and what was
  /// found, as in `expected text, found a number; left out`.
  static func card(
    of status: JSONValue, warn: (_ place: String, _ problem: String) -> Void
  ) -> PreviewCard? {
    guard let card = status.object("card", warn: { warn($0, $1 + "; left out") }) else {
      return nil
    }
    func text(_ key: String) -> String? {
      card.string(key) { warn("card." + $0, $1 + "; left out") }.flatMap {
        $0.drawsNothing ? nil : $0
      }
    }
    var unreadable = false
    let url = card.string("url") {
      warn("card." + $0, $1 + "; the card is left out")
      unreadable = true
    }
    guard let url, !url.drawsNothing else {
      if !unreadable { warn("card", "no url; left out") }
      return nil
    }
    // A card describes a web page: script, data or a path with no site is no page to show.
    guard Self.isWebAddress(url) else {
      warn("card.url", "not a web address: \(url.quotedForMessage); the card is left out")
      return nil
    }
    return PreviewCard(
      url: url, title: text("title"), description: text("description"),
      providerName: text("provider_name"), type: text("type"))
  }

  /// Whether an address is an absolute `http:` or `https:` one, with a host.
  static func isWebAddress(_ address: String) -> Bool {
    let lower = String(address.drop { $0.isWhitespace }).lowercased()
    for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
      return lower.count > scheme.count && !lower.dropFirst(scheme.count).hasPrefix("/")
    }
    return false
  }
}
