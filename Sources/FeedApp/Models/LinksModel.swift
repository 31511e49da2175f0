import FeedModel
import ListKit

/// A titled list of web addresses, each by its full address: an entry's links, or the posts a
/// profile liked or bookmarked.
///
/// Mastodon shows a link shortened (`example.org/a/very/long/path/t…`); an entry's `Links`
/// lists the address the link goes to, each once, in the order the text first links it.
/// Mentions and hashtags, links too in the HTML, are not among them. The link a preview card
/// describes carries its card (its title and site, shown under its address); a card whose
/// page the text does not link to comes last.
struct LinksModel: Diffable, Equatable {
  /// The section's kind: ``SectionKind/links`` for an entry's links.
  var kind: SectionKind
  /// The header's title.
  var title: String
  /// The distinct addresses, in order.
  var addresses: [String]
  /// The addresses that are entries of the document, by their entry's id: Enter opens them.
  var entries: Set<String>
  /// Whether Space collapses the list, and its header counts the addresses, as a profile's
  /// lists do.
  var isCollapsible: Bool
  /// How many there are, when the document counts more than it lists (an archive's likes, of
  /// which the first thousand are kept): the header counts them, and a line says how many more.
  var total: Int?
  /// The preview cards of the addresses that have one, by address.
  var cards: [String: PreviewCard] = [:]
  /// Where each address is in ``addresses``, for the selection to find it again.
  var positions: [String: Int] = [:]
  var diffID: String { kind.name }

  /// The links of a list of addresses, or nil when none is left.
  ///
  /// Each is kept once, in order of its first place, without blank ones. Those that are
  /// entries of `document` open them. A `card` goes with its address, which is added last
  /// when it is not among them.
  init?(
    kind: SectionKind = .links, title: String = "Links", addresses: [String],
    isCollapsible: Bool = false, total: Int? = nil, document: Document? = nil,
    card: PreviewCard? = nil
  ) {
    var seen: Set<String> = []
    var distinct = addresses.filter { !$0.trimmingSpaces.isEmpty && seen.insert($0).inserted }
    if let card, !card.url.trimmingSpaces.isEmpty {
      if !seen.contains(card.url) { distinct.append(card.url) }
      cards[card.url] = card
    }
    guard !distinct.isEmpty else { return nil }
    self.kind = kind
    self.title = title
    self.addresses = distinct
    positions = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
    self.isCollapsible = isCollapsible
    self.total = total.flatMap { $0 > distinct.count ? $0 : nil }
    entries = Set(distinct.filter { document?.feed.position(ofID: $0) != nil })
  }
}
