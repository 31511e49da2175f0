import FeedModel
import ListKit

/// One feed entry in full: its author, what it replies to or boosts, its content warning and
/// then its whole text, its poll, its pictures (sensitive ones after a line saying so), the
/// post it quotes, its links, its date, application, counts and address, and the replies the
/// document holds.
///
/// Enter on the author opens their profile, and on the reply or boost line the post it replies
/// to or boosts when that is in the feed, else that post's author when the document knows them
/// (never the browsing user, for a post of theirs that is gone); on a reply, that reply's screen.
public final class EntryScreen: Screen, ListAdapterDataSource {
  /// The entry's list.
  public let adapter = ListAdapter()
  /// "Entry by" the author's nickname.
  public var title: String {
    let author = state.document.feed.author(at: position)
    return "Entry by " + (state.document.user(author)?.nickname ?? author.rawValue)
  }
  /// The route that opens this entry.
  public var route: Route { .entry(id) }
  /// Space pages down, and `b` up, as in less; on the replies' header, Space or Enter folds
  /// them.
  public var spaceHint: String? { Self.pagingSpaceHint }
  /// Space pages down, and `b` up, everywhere on the entry but on the replies' header, which
  /// it folds; a page never leaves the selection on the header.
  public var pagesWithSpace: Bool { true }

  /// The entry's id, which finds it again when a newer document holds it elsewhere.
  private let id: String
  /// Where the entry is in the feed: kept up by ``documentDidChange()``, since a document
  /// read out of order is sorted once it is all read.
  private var position: Int
  let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  /// The entry, as the document has it now.
  private var entry: FeedEntry { state.document.feed[position] }

  /// Creates the screen of the entry at a feed position; taps go to the navigator.
  public init(position: Int, state: DocumentState, navigator: (any AppNavigator)?) {
    self.position = position
    self.id = state.document.feed.id(at: position)
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
    adapter.sectionSpacing = 1
  }

  /// Finds the entry again, wherever the newer document holds it, then updates the list.
  public func documentDidChange() {
    let feed = state.document.feed
    if position >= feed.count || feed.id(at: position) != id,
      let moved = feed.position(ofID: id)
    {
      position = moved
    }
    adapter.performUpdates()
  }

  /// The entry's sections, in order, each only if the entry has it.
  ///
  /// A boost of a post the document holds (one's own, in an archive) shows that post as the
  /// post's own screen does: its text, poll, pictures, quote, links and address, after the
  /// line naming the boost (``postObjects(of:document:)`` builds both).
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    guard position < document.feed.count else { return [] }
    let entry = self.entry
    var objects: [any Diffable] = []
    let author = document.user(entry.user) ?? User(id: entry.user, nickname: entry.user.rawValue)
    objects.append(EntryAuthorModel(author: author))
    // The boosted post's own entry, when the document holds it: Enter on the boost line opens
    // it, and the screen shows it whole, also while the document is still loading.
    let target = entry.boost.flatMap { document.feed.position(ofID: $0.boostedEntryID) }
      .flatMap { $0 == position ? nil : $0 }
    let post = target.map { document.feed[$0] } ?? entry
    if let reply = entry.reply ?? post.reply { objects.append(ReplyModel(reply: reply)) }
    if let boost = entry.boost {
      objects.append(Self.boostObject(boost, of: entry, target: target, document: document))
    }
    objects.append(contentsOf: Self.postObjects(of: post, document: document))
    // The dates and the audience break between them on a narrow screen, never within one.
    var details: [[String]] = []
    let verb = entry.boost == nil ? "Posted " : "Boosted "
    // A boost says when the boosted post was posted too, when the document says or holds it.
    let originalDate =
      entry.boost?.postedAt.map(DisplayDate.text(for:))
      ?? target.flatMap { _ in post.displayDate }
    // The post's counts and application: the boosted post's, for a boost.
    let engagement = post.engagement ?? entry.engagement
    let posted = [
      originalDate.map { "Posted " + $0 },
      entry.displayDate.map { verb + $0 }, entry.displayEditedDate.map { "edited " + $0 },
      entry.visibility.label, Self.applicationPart(engagement),
    ]
    if !posted.compactMap({ $0 }).isEmpty { details.append(posted.compactMap { $0 }) }
    let counts = Self.engagementParts(engagement)
    if !counts.isEmpty { details.append(counts) }
    if let address = post.address, address != entry.boost?.address { details.append([address]) }
    if !details.isEmpty { objects.append(TextBlockModel(kind: .details, partLines: details)) }
    if let replies = repliesObject(to: post) { objects.append(replies) }
    return objects
  }

  /// What a post shows on its screen between the lines naming it and its dates: its content
  /// warning, its whole text, its poll, its pictures (sensitive ones after a line saying so),
  /// the post it quotes, and the full addresses of its links.
  ///
  /// A boost's entry shows its post's: the post's own entry when the document holds it, else
  /// what the boost embeds of it (a boost that holds only the address shows no text).
  static func postObjects(of post: FeedEntry, document: Document) -> [any Diffable] {
    var objects: [any Diffable] = []
    if let warning = post.contentWarning {
      objects.append(
        TextBlockModel(
          kind: .contentWarning, title: nil,
          text: warning.warningLabel,
          collapsible: false, style: .contentWarning()))
    }
    if !post.isBareBoost, let comment = Self.comment(of: post) { objects.append(comment) }
    if let poll = post.poll { objects.append(PollModel(poll: poll)) }
    if !post.media.isEmpty {
      // Sensitive media are drawn at once here, as a warned text is, after a line saying what
      // they are; a content warning, at the top, already speaks for them.
      if post.isSensitive, post.contentWarning == nil {
        objects.append(
          TextBlockModel(
            kind: .sensitiveMedia, title: nil, text: Self.sensitiveMediaLabel,
            collapsible: false, style: Style(attributes: .bold)))
      }
      objects.append(MediaListModel(media: post.media))
    }
    if let quote = post.quote {
      objects.append(contentsOf: Self.quoteObjects(quote, document: document))
    }
    // Each link's whole address, which the text may show shortened.
    if let links = LinksModel(addresses: post.links, document: document, card: post.card) {
      objects.append(links)
    }
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
    case is RepliesModel: RepliesSectionController(state: state, navigator: navigator)
    case is MediaListModel:
      MediaListSectionController(state: state) { [weak adapter] in adapter?.viewport.height ?? 24 }
    default: TextBlockSectionController(navigator: navigator)
    }
  }
}
