import ListKit

/// The web links of an entry's text, each by its full address.
///
/// Mastodon shows a link shortened (`example.org/a/very/long/path/t…`); this lists the address
/// the link goes to, each once, in the order the text first links it. Mentions and hashtags,
/// links too in the HTML, are not among them.
struct LinksModel: Diffable, Equatable {
  /// The distinct addresses, in order.
  var addresses: [String]
  var diffID: String { "links" }

  /// The links of a list of addresses: each once, in order of its first place, without blank
  /// ones; nil when none is left.
  init?(addresses: [String]) {
    var seen: Set<String> = []
    let distinct = addresses.filter { !$0.trimmingSpaces.isEmpty && seen.insert($0).inserted }
    guard !distinct.isEmpty else { return nil }
    self.addresses = distinct
  }
}
