import FeedModel
import ListKit

/// A titled list of web addresses, each by its full address: an entry's links, or the posts a
/// profile liked or bookmarked.
///
/// Mastodon shows a link shortened (`example.org/a/very/long/path/t…`); an entry's `Links`
/// lists the address the link goes to, each once, in the order the text first links it.
/// Mentions and hashtags, links too in the HTML, are not among them.
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
  var diffID: String { kind.name }

  /// The links of a list of addresses, or nil when none is left.
  ///
  /// Each is kept once, in order of its first place, without blank ones. Those that are
  /// entries of `document` open them.
  init?(
    kind: SectionKind = .links, title: String = "Links", addresses: [String],
    isCollapsible: Bool = false, total: Int? = nil, document: Document? = nil
  ) {
    var seen: Set<String> = []
    let distinct = addresses.filter { !$0.trimmingSpaces.isEmpty && seen.insert($0).inserted }
    guard !distinct.isEmpty else { return nil }
    self.kind = kind
    self.title = title
    self.addresses = distinct
    self.isCollapsible = isCollapsible
    self.total = total.flatMap { $0 > distinct.count ? $0 : nil }
    entries = Set(distinct.filter { document?.feed.position(ofID: $0) != nil })
  }
}
