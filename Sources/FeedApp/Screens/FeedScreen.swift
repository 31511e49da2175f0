import ListKit

/// The feed: a summary of the browsing user, the history row, then the entries with the promos
/// among them.
///
/// Each section appears only if it has content; while a filter narrows the entries, the promos step
/// aside.
public final class FeedScreen: FilterableScreen, ListAdapterDataSource {
  /// The feed's list.
  public let adapter = ListAdapter()
  /// The screen's title.
  public var title: String { "Feed" }
  /// The route that opens the feed.
  public var route: Route { .feed }
  /// Narrows the entries to those whose comment or author's nickname contains the text, ignoring
  /// case.
  ///
  /// Applied as a diffed update, so the selection stays where it can.
  public var filter = "" {
    didSet {
      guard filter != oldValue else { return }
      query = filter.lowercased()
      adapter.performUpdates()
    }
  }

  private let state: DocumentState
  private var query = ""
  private weak var navigator: (any AppNavigator)?

  /// Creates the feed of a document, complete or still loading; taps go to the navigator.
  public init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
  }

  /// The feed's sections, in order.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    var objects: [any Diffable] = []
    if let me = document.me, let user = document.user(me) {
      objects.append(ProfileSummaryModel(user: user))
    }
    let history = document.history.compactMap(document.user)
    if !history.isEmpty { objects.append(UserHistoryModel(users: history)) }

    var entries: [any Diffable] = []
    entries.reserveCapacity(document.feed.count)
    for entry in document.feed {
      guard let author = document.user(entry.user), matches(entry, author) else { continue }
      entries.append(FeedEntryModel(entry: entry, authorName: author.nickname))
    }
    if entries.isEmpty, !query.isEmpty {
      objects.append(NoticeModel(text: "No entries match “\(filter)”"))
    }
    // Promos are not entries, so a filter, which narrows the entries, leaves them out.
    objects += Self.placing(query.isEmpty ? document.promos : [], among: entries)
    return objects
  }

  /// The promos among the entries: each goes before the entry at its position, and a
  /// position past the end goes last.
  static func placing(_ promos: [Promo], among entries: [any Diffable]) -> [any Diffable] {
    guard !promos.isEmpty else { return entries }
    let sorted = promos.enumerated().sorted {
      ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
    }
    var result: [any Diffable] = []
    result.reserveCapacity(entries.count + promos.count)
    var next = sorted.makeIterator()
    var pending = next.next()
    for (row, entry) in entries.enumerated() {
      while let promo = pending?.element, promo.position <= row {
        result.append(PromoModel(promo: promo))
        pending = next.next()
      }
      result.append(entry)
    }
    while let promo = pending?.element {
      result.append(PromoModel(promo: promo))
      pending = next.next()
    }
    return result
  }

  /// Whether an entry passes the filter.
  private func matches(_ entry: FeedEntry, _ author: User) -> Bool {
    query.isEmpty || entry.comment.lowercased().contains(query)
      || author.nickname.lowercased().contains(query)
  }

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is ProfileSummaryModel: ProfileSummarySectionController(navigator: navigator)
    case is UserHistoryModel: UserHistorySectionController(navigator: navigator)
    case is FeedEntryModel: FeedEntrySectionController(navigator: navigator)
    case is PromoModel: PromoSectionController(navigator: navigator)
    default: NoticeSectionController()
    }
  }

  /// Shown when the document has nothing to show.
  public func emptyView(for adapter: ListAdapter) -> (any EmptyView)? {
    TextEmptyView("This document has no feed entries, history or profile to show.")
  }
}
