import FeedModel
import ListKit

/// One feed entry in full: its author, what it replies to or boosts, its content warning and
/// then its whole text, its poll, its pictures (sensitive ones after a line saying so), the
/// post it quotes, its date and address.
///
/// Enter on the author opens their profile, and on the reply or boost line the post it replies
/// to or boosts when that is in the feed, else that post's author when the document knows them
/// (for a reply, when that is not the browsing user).
public final class EntryScreen: Screen, ListAdapterDataSource {
  /// The entry's list.
  public let adapter = ListAdapter()
  /// "Entry by" the author's nickname.
  public var title: String {
    let author = state.document.feed.author(at: position)
    return "Entry by " + (state.document.user(author)?.nickname ?? author.rawValue)
  }
  /// The route that opens this entry.
  public var route: Route { .entry(state.document.feed.id(at: position)) }
  /// Space does not fold anything here.
  public var spaceHint: String? { nil }

  private let position: Int
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  /// The entry, as the document has it now.
  private var entry: FeedEntry { state.document.feed[position] }

  /// Creates the screen of the entry at a feed position; taps go to the navigator.
  public init(position: Int, state: DocumentState, navigator: (any AppNavigator)?) {
    self.position = position
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
    adapter.sectionSpacing = 1
  }

  /// The entry's sections, in order, each only if the entry has it.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    guard position < document.feed.count else { return [] }
    let entry = self.entry
    var objects: [any Diffable] = []
    let author = document.user(entry.user) ?? User(id: entry.user, nickname: entry.user.rawValue)
    objects.append(EntryAuthorModel(author: author))
    if let reply = entry.reply { objects.append(ReplyModel(reply: reply)) }
    // A boost whose post is in this document too, as a boost of one's own post is: Enter opens
    // it. The complete document gives the boost what the post shows; until then its text
    // shows here.
    let target = entry.boost.flatMap { document.feed.position(ofID: $0.boostedEntryID) }
    let boosted = entry.isBareBoost ? target : nil
    if let boost = entry.boost {
      let destination = document.postDestination(entry: target, author: boost.author)
      let byWhom = boost.author.map(document.authorName(_:)) ?? target.map(document.authorName(at:))
      var text = "↻ Boosted " + (byWhom.map { "a post by " + $0 } ?? "a post")
      text += (destination?.postLineHint ?? "") + "\n" + boost.address
      if entry.isBareBoost && target == nil {
        text += "\nThe archive holds only the address of a boosted post, not its text."
      }
      var block = TextBlockModel(kind: .boost, title: nil, text: text, collapsible: false)
      block.opens = destination
      if block.opens == nil {
        block.tapMessage = .notInDocument(boost.address)
      }
      objects.append(block)
    }
    if let boosted {
      let original = document.feed[boosted]
      if let warning = original.contentWarning {
        objects.append(
          TextBlockModel(
            kind: .boostedWarning, title: nil,
            text: warning.warningLabel,
            collapsible: false, style: Style(attributes: .bold)))
      }
      if let comment = Self.comment(of: original) { objects.append(comment) }
    }
    if let warning = entry.contentWarning {
      objects.append(
        TextBlockModel(
          kind: .contentWarning, title: nil,
          text: warning.warningLabel,
          collapsible: false, style: Style(attributes: .bold)))
    }
    if !entry.isBareBoost, let comment = Self.comment(of: entry) { objects.append(comment) }
    if let poll = entry.poll { objects.append(PollModel(poll: poll)) }
    if !entry.media.isEmpty {
      // Sensitive media are drawn at once here, as a warned text is, after a line saying what
      // they are; a content warning, at the top, already speaks for them.
      if entry.isSensitive, entry.contentWarning == nil {
        objects.append(
          TextBlockModel(
            kind: .sensitiveMedia, title: nil, text: Self.sensitiveMediaLabel,
            collapsible: false, style: Style(attributes: .bold)))
      }
      objects.append(MediaListModel(media: entry.media))
    }
    if let quote = entry.quote {
      objects.append(contentsOf: Self.quoteObjects(quote, document: document))
    }
    // Each link's whole address, which the text may show shortened: a boost's, its post's.
    let links = boosted.map { document.feed[$0].links } ?? entry.links
    if let links = LinksModel(addresses: links, document: document) {
      objects.append(links)
    }
    // The dates and the audience break between them on a narrow screen, never within one.
    var details: [[String]] = []
    let verb = entry.boost == nil ? "Posted " : "Boosted "
    // A boost says when the boosted post was posted too, when the document says or holds it.
    let originalDate =
      entry.boost?.postedAt.map(DisplayDate.text(for:))
      ?? boosted.flatMap {
        document.feed[$0].displayDate
      }
    let posted = [
      originalDate.map { "Posted " + $0 },
      entry.displayDate.map { verb + $0 }, entry.displayEditedDate.map { "edited " + $0 },
      entry.visibility.label,
    ]
    if !posted.compactMap({ $0 }).isEmpty { details.append(posted.compactMap { $0 }) }
    if let address = entry.address, address != entry.boost?.address { details.append([address]) }
    if !details.isEmpty { objects.append(TextBlockModel(kind: .details, partLines: details)) }
    return objects
  }

  /// The line above an entry's sensitive media, which the feed hides until Space.
  static let sensitiveMediaLabel = "▣ sensitive media"

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is EntryAuthorModel: EntryAuthorSectionController(navigator: navigator)
    case is ReplyModel: ReplySectionController(state: state, navigator: navigator)
    case is PollModel: PollSectionController()
    case is LinksModel: LinksSectionController(navigator: navigator)
    case is MediaListModel:
      MediaListSectionController(state: state) { [weak adapter] in adapter?.viewport.height ?? 24 }
    default: TextBlockSectionController(navigator: navigator)
    }
  }
}
